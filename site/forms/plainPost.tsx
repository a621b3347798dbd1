import { useLocation } from 'react-router-dom';
import {
  type PlainForm,
  type RefusedForm,
  plainFormAnchors,
  returnField,
  sentQuery,
} from '../../shared/plainForms';
import { localizedPath, splitLanguagePrefix } from '../../shared/routes';
import { useLanguage } from '../i18n/LanguageContext';
import { useOnServerRenderedPath, usePageContext } from '../ssr/PageContext';
import { DoneNotice } from '../ui/DoneNotice';

/*
 * A form posted by a browser without JavaScript (issue 32): server/routes/public/scriptlessForms.ts takes it
 * at /forms/…, sends the visitor back to `return_to` with ?gonderildi=… and the form's anchor, and the page
 * says it was sent. With JavaScript the forms still send through fetch and never use these.
 */

/**
 * The contact page's form: where the server's answer to a plain post comes back to, and where a course's
 * "Bilgi Al" leads without JavaScript (kept here, away from the form's code and yup).
 */
export const contactFormAnchor = plainFormAnchors.contact;

/** The page's own address with its language prefix (`/en/iletisim`), which also tells the server the language. */
export function usePageAddress(): string {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  return localizedPath(lang, splitLanguagePrefix(pathname).path);
}

/** The ?gonderildi= value of the address: '1' after a plain post, 'bekleme' after joining a waiting list. */
export function useSentAfterPost(): string | null {
  return new URLSearchParams(useLocation().search).get(sentQuery);
}

/**
 * The refusal of this page's plain post of `form`, while the visitor is still on the page the server answered
 * with (the server rendered the form's page again: plugins/frontend.ts serveRefusedForm); undefined otherwise.
 */
export function useRefusedForm(form: PlainForm | undefined): RefusedForm | undefined {
  const { refusedForm } = usePageContext();
  const onServerRenderedPath = useOnServerRenderedPath();
  // On the server this is the page being rendered; in the browser, only until the visitor moves on (a form
  // mounted on a later page must start empty).
  const stillThere = !globalThis.window || onServerRenderedPath();
  return form && refusedForm?.form === form && stillThere ? refusedForm : undefined;
}

/** The hidden field that names the page to come back to. */
export function ReturnField() {
  return <input type="hidden" name={returnField} value={usePageAddress()} />;
}

/** "Sent" above a form the server sent the visitor back to; rendered by the server, read where it stands. */
export function SentNotice({ title, body }: { title: string; body: string }) {
  return (
    <DoneNotice
      className="form__sent"
      message={
        <span>
          <strong>{title}</strong> {body}
        </span>
      }
    />
  );
}
