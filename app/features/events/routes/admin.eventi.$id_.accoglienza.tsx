import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import * as formStyles from "~/components/forms.css";
import * as toastStyles from "~/components/toast-message.css";
import { attendeesPage, checkInPage as t } from "~/features/events/content/admin-attendees";
import * as styles from "~/features/events/attendees.css";
import {
  attendeeList,
  checkInAnswer,
  type CheckInAnswer,
} from "~/features/events/attendees.server";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction<typeof loader> = (args) => {
  const title = args.data ? t.headTitle(args.data.event.title) : attendeesPage.notFoundTitle;
  return pageHead(args, { title, description: t.title, noindex: true });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const search = new URL(request.url).searchParams.get("q") ?? "";
  const list = await attendeeList(params.id ?? "", user, { search });
  if (!list) throw data({ message: attendeesPage.notFoundTitle }, { status: 404 });
  // The door needs names and arrivals only: nothing else of the people leaves the server.
  return {
    event: { id: list.event.id, title: list.event.title, when: list.event.when },
    search: list.search,
    counts: list.counts,
    confirmed: list.confirmed.map((attendee) => ({
      id: attendee.id,
      name: `${attendee.nome} ${attendee.cognome}`,
      azienda: attendee.azienda,
      checkedInAt: attendee.checkedInAt,
      arrivedAt: attendee.shown.checkedInAt,
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return checkInAnswer(request, params.id ?? "", user);
}

type DoorAttendee = ReturnType<typeof useLoaderData<typeof loader>>["confirmed"][number];

/**
 * One person at the door: a plain post that marks them present, or takes it back. Hydrated,
 * the same form goes through a fetcher: the row changes in place and the page keeps its
 * scroll. The value sent comes from the stored state, so a double tap sends it twice and
 * changes nothing more.
 */
function DoorRow({
  attendee,
  onAnswer,
}: {
  attendee: DoorAttendee;
  onAnswer: (answer: CheckInAnswer) => void;
}) {
  const fetcher = useFetcher<CheckInAnswer>();
  const hydrated = useHydrated();
  const present = attendee.checkedInAt !== null;
  const answer = fetcher.data;
  useEffect(() => {
    if (answer) onAnswer(answer);
  }, [answer, onAnswer]);
  return (
    <li className={styles.doorRow}>
      <p className={styles.person}>
        <span className={styles.personName}>{attendee.name}</span>
        {attendee.azienda ? <span className={styles.note}>{attendee.azienda}</span> : null}
        {present && attendee.checkedInAt && attendee.arrivedAt ? (
          <time dateTime={attendee.checkedInAt.toISOString()} className={styles.arrived}>
            {t.arrivedAt(attendee.arrivedAt)}
          </time>
        ) : null}
      </p>
      <fetcher.Form method="post" className={styles.doorForm}>
        <input type="hidden" name="registrazione" value={attendee.id} />
        <input type="hidden" name="presente" value={present ? "no" : "si"} />
        {hydrated ? <input type="hidden" name="inPagina" value="1" /> : null}
        <button
          type="submit"
          className={`${present ? button.secondary : button.primary} ${styles.doorButton}`}
          aria-label={present ? t.undoLabel(attendee.name) : t.markPresentLabel(attendee.name)}
        >
          {present ? t.undo : t.markPresent}
        </button>
      </fetcher.Form>
    </li>
  );
}

export default function CheckIn() {
  const { event, search, counts, confirmed } = useLoaderData<typeof loader>();
  const [answer, setAnswer] = useState<CheckInAnswer | null>(null);
  const here = `/admin/eventi/${encodeURIComponent(event.id)}`;
  return (
    <>
      <PageHeader
        title={`${t.title}: ${event.title}`}
        purpose={event.when}
        back={{ to: `${here}/iscritti`, label: t.back }}
      />
      <p className={styles.counts}>{t.present(counts.present, counts.confirmed)}</p>
      <Form method="get" role="search" className={styles.searchForm}>
        <div className={styles.searchField}>
          <label htmlFor="accoglienza-cerca" className={styles.searchLabel}>
            {t.searchLabel}
          </label>
          <input
            key={search}
            id="accoglienza-cerca"
            type="search"
            name="q"
            defaultValue={search}
            autoComplete="off"
            className={formStyles.control}
          />
        </div>
        <button type="submit" className={button.primary}>
          {t.search}
        </button>
        {search ? (
          <Link to={`${here}/accoglienza`} className={button.secondary}>
            {t.showAll}
          </Link>
        ) : null}
      </Form>
      {confirmed.length === 0 ? (
        <p className={styles.muted}>{search ? t.noMatch(search) : t.emptyEvent}</p>
      ) : (
        <ul className={styles.doorList} aria-label={t.caption}>
          {confirmed.map((attendee) => (
            <DoorRow key={attendee.id} attendee={attendee} onAnswer={setAnswer} />
          ))}
        </ul>
      )}
      {/* Without JavaScript the same message comes after the redirect, at the top of the page. */}
      <div role="status" className={styles.inPlace}>
        {answer ? (
          <div className={toastStyles.toast[answer.toast.type]}>
            <p className={toastStyles.title}>{answer.toast.title}</p>
            <p className={toastStyles.description}>{answer.toast.description}</p>
          </div>
        ) : null}
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
