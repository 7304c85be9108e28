import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable, type AdminColumn } from "~/components/staff/admin-table";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { attendeesPage as t, originText } from "~/features/events/content/admin-attendees";
import * as styles from "~/features/events/attendees.css";
import {
  attendeeList,
  type Attendee,
  type AttendeeOrigin,
} from "~/features/events/attendees.server";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) => {
  const title = args.data ? t.headTitle(args.data.event.title) : t.notFoundTitle;
  return pageHead(args, { title, description: t.purpose, noindex: true });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const list = await attendeeList(params.id ?? "", user);
  if (!list) throw data({ message: t.notFoundTitle }, { status: 404 });
  return list;
}

/** Where the lead came from: the page the visit started on, the site or campaign before it. */
function Origin({ origin }: { origin: AttendeeOrigin }) {
  const campaign = originText.campaign(
    origin.utmCampaign,
    [origin.utmSource, origin.utmMedium].filter((part): part is string => Boolean(part)),
  );
  return (
    <span className={styles.origin}>
      <span className={styles.originPath}>{origin.entryPath ?? originText.unknownEntry}</span>
      <span className={styles.note}>
        {origin.referrerHost ? originText.from(origin.referrerHost) : originText.direct}
      </span>
      {campaign ? <span className={styles.note}>{campaign}</span> : null}
    </span>
  );
}

const moment = (at: Date | null, shown: string | null) =>
  at && shown ? <time dateTime={at.toISOString()}>{shown}</time> : null;

const personColumns: AdminColumn<Attendee>[] = [
  { label: t.columns.email, cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  {
    label: t.columns.phone,
    cell: (row) => (row.telefono ? <a href={`tel:${row.telefono}`}>{row.telefono}</a> : null),
  },
  { label: t.columns.company, cell: (row) => row.azienda },
];

const nameColumn: AdminColumn<Attendee> = {
  label: t.columns.name,
  cell: (row) => `${row.nome} ${row.cognome}`,
};

const registeredColumn: AdminColumn<Attendee> = {
  label: t.columns.registeredAt,
  cell: (row) => moment(row.registeredAt, row.shown.registeredAt),
};

const originColumn: AdminColumn<Attendee> = {
  label: t.columns.origin,
  cell: (row) => <Origin origin={row.origin} />,
};

/** Each group's columns; the waiting list's with each person's place in it. */
function columnsOf(place: Map<number, number>) {
  return {
    confirmed: [
      nameColumn,
      ...personColumns,
      registeredColumn,
      {
        label: t.columns.promotedAt,
        cell: (row) => moment(row.promotedAt, row.shown.promotedAt),
      },
      {
        label: t.columns.checkedInAt,
        cell: (row) =>
          moment(row.checkedInAt, row.shown.checkedInAt) ?? (
            <span className={styles.muted}>{t.notArrived}</span>
          ),
      },
      originColumn,
    ],
    waiting: [
      nameColumn,
      { label: t.columns.position, numeric: true, cell: (row) => place.get(row.id) },
      ...personColumns,
      registeredColumn,
      originColumn,
    ],
    cancelled: [
      nameColumn,
      ...personColumns,
      registeredColumn,
      {
        label: t.columns.cancelledAt,
        cell: (row) => moment(row.cancelledAt, row.shown.cancelledAt),
      },
      originColumn,
    ],
  } satisfies Record<keyof typeof t.groups, AdminColumn<Attendee>[]>;
}

export default function Attendees() {
  const { event, confirmed, waiting, cancelled } = useLoaderData<typeof loader>();
  const base = `/admin/eventi/${encodeURIComponent(event.id)}`;
  const groups = { confirmed, waiting, cancelled };
  const columns = columnsOf(new Map(waiting.map((row, index) => [row.id, index + 1])));
  return (
    <>
      <PageHeader
        title={event.label}
        purpose={t.purpose}
        back={{ to: base, label: t.back }}
        action={
          <>
            <Link to={`${base}/accoglienza`} className={button.primary}>
              {t.checkIn}
            </Link>
            {/* A plain link: the file is a download, not a page for Remix to load. */}
            <a href={`${base}/iscritti.csv`} download className={button.secondary}>
              {t.download}
            </a>
          </>
        }
      />
      <p className={styles.counts}>
        {t.counts(confirmed.length, waiting.length, cancelled.length)}
      </p>
      <p className={admin.intro}>{t.intro}</p>
      {(Object.keys(groups) as (keyof typeof groups)[]).map((group) => (
        <section key={group} aria-labelledby={`iscritti-${group}`} className={admin.section}>
          <h2 id={`iscritti-${group}`}>{t.groups[group].title}</h2>
          {groups[group].length === 0 ? (
            <p className={styles.muted}>{t.groups[group].empty}</p>
          ) : (
            <AdminTable
              caption={t.groups[group].caption(groups[group].length)}
              rows={groups[group]}
              rowKey={(row) => row.id}
              columns={columns[group]}
            />
          )}
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
