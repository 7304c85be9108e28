import { ContactForm, InfoRequestForm } from "~/features/visitor-forms/contact-form";
import { ServiceContact } from "~/features/services/service-contact";
import type { ServiceReply, ServiceView } from "~/features/services/service-view";
import * as page from "~/styles/page.css";
import * as styles from "./service-contact.css";

/**
 * The form the page's entry asks for: the information request about this service, or the
 * contact form, whose visitor chooses the service.
 */
export function ServiceForm({
  page: service,
  reply,
  id,
  action = service.path,
}: {
  page: ServiceView;
  reply: ServiceReply;
  id?: string;
  action?: string;
}) {
  if (service.contact.form === "contatto")
    return <ContactForm action={action} lastResult={reply?.result} alert={reply?.alert} />;
  return (
    <InfoRequestForm id={id} action={action} lastResult={reply?.result} alert={reply?.alert} />
  );
}

/** The contact section's body: the form (under its title, if any) and the agency's contacts. */
export function ServiceContactBody({
  page: service,
  reply,
  formId,
}: {
  page: ServiceView;
  reply: ServiceReply;
  formId?: string;
}) {
  const { formTitle, note } = service.contact;
  const form = <ServiceForm page={service} reply={reply} id={formId} />;
  return (
    <div className={page.contactLayout}>
      {formTitle ? (
        <div>
          <h3 className={styles.formTitle}>{formTitle}</h3>
          {form}
        </div>
      ) : (
        form
      )}
      {note ? (
        <div className={styles.contactAside}>
          <ServiceContact />
          <p className={styles.planning}>{note}</p>
        </div>
      ) : (
        <ServiceContact />
      )}
    </div>
  );
}
