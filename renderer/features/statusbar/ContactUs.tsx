/** 'Contact Us' in the status bar: shown only when the realm's identity attribute contactUs has
 *  text (spec 1 §2.10), opening a dialog with that text. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Dialog, Icon } from '../../ui';
import { ContactUsQuery } from './statusBarDocuments';
import './statusbar.css';

export function ContactUs() {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: ContactUsQuery });
  const [open, setOpen] = useState(false);
  const text = data?.identityAttribute?.trim();
  if (!text) return null;
  return (
    <>
      <button type="button" className="vt-statusbar__button" onClick={() => setOpen(true)}>
        <Icon name="contact" size={14} />
        {t('statusbar.contactUs')}
      </button>
      {open && (
        <Dialog title={t('statusbar.contactUs')} onClose={() => setOpen(false)}>
          <p className="vt-contact-text" dir="auto">
            {text}
          </p>
        </Dialog>
      )}
    </>
  );
}
