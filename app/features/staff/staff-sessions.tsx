import { Form } from "@remix-run/react";
import { AdminTable } from "~/components/staff/admin-table";
import { sessionsSection as texts } from "~/features/staff/content/staff-sessions";
import { sessionsFormAction } from "~/features/staff/staff-sessions-schema";
import * as styles from "~/features/staff/staff-sessions.css";
import { button } from "~/styles/ui.css";

/** What the account page's loader hands the list (`staff-sessions.server.ts`). */
export type SessionRow = {
  key: string;
  device: string;
  firstSeen: string;
  lastSeen: string;
  network: string;
  method: string;
  current: boolean;
};

/** The account page's list of the member's sessions, with a way out of each other one. */
export function SessionsSection({ sessions }: { sessions: readonly SessionRow[] }) {
  const others = sessions.some((session) => !session.current);
  return (
    <section aria-labelledby="dispositivi" className={styles.section}>
      <h2 id="dispositivi">{texts.title}</h2>
      <p>{texts.intro}</p>
      <AdminTable
        caption={texts.caption}
        rows={sessions}
        rowKey={(session) => session.key}
        columns={[
          {
            label: texts.columns.device,
            cell: (session) => (
              <>
                {session.device}
                {session.current ? <span className={styles.current}>{texts.current}</span> : null}
              </>
            ),
          },
          { label: texts.columns.firstSeen, cell: (session) => session.firstSeen },
          { label: texts.columns.lastSeen, cell: (session) => session.lastSeen },
          { label: texts.columns.network, cell: (session) => session.network },
          { label: texts.columns.method, cell: (session) => session.method },
          {
            label: texts.columns.actions,
            labelHidden: true,
            cell: (session) =>
              session.current ? null : (
                <Form method="post" action={sessionsFormAction}>
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={session.key} />
                  <button
                    type="submit"
                    className={button.secondary}
                    aria-label={texts.endLabel(session.device, session.lastSeen)}
                  >
                    {texts.end}
                  </button>
                </Form>
              ),
          },
        ]}
      />
      {others ? (
        <Form method="post" action={sessionsFormAction}>
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className={button.primary}>
            {texts.endOthers}
          </button>
        </Form>
      ) : (
        <p>{texts.onlyThis}</p>
      )}
    </section>
  );
}
