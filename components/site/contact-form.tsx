import { getLocale, getTranslations } from 'next-intl/server';
import { langOf, type UrlLocale } from '@/i18n/locales';
import { ContactFormLoader } from './contact-form-loader';

// The longest value each field takes (lib/validation/contact.ts).
const maxLengths = { name: 100, email: 254, phone: 40, content: 5000 } as const;

/**
 * The contact form with its texts in the page's language. The texts are resolved here, on
 * the server, so the browser needs no translation library for them.
 */
export async function ContactForm() {
  const locale = (await getLocale()) as UrlLocale;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const perField = (text: (max: number) => string) =>
    Object.fromEntries(Object.entries(maxLengths).map(([field, max]) => [field, text(max)])) as Record<keyof typeof maxLengths, string>;
  return (
    <ContactFormLoader
      lang={langOf(locale)}
      labels={{
        replyPromise: t('replyPromise'),
        name: t('name'),
        email: t('email'),
        phone: t('phone'),
        message: t('message'),
        namePlaceholder: t('namePlaceholder'),
        emailPlaceholder: t('emailPlaceholder'),
        phonePlaceholder: t('phonePlaceholder'),
        messagePlaceholder: t('messagePlaceholder'),
        optional: t('optional'),
        required: t('required'),
        submit: t('submit'),
        sending: t('sending'),
        success: t('success'),
        invalidEmail: t('invalidEmail'),
        missing: { name: t('nameRequired'), email: t('emailRequired'), phone: t('phoneRequired'), content: t('contentRequired') },
        tooLong: perField((max) => t('tooLong', { max })),
        fixErrors: t('fixErrors'),
        failedTitle: t('failedTitle'),
        serverError: t('serverError'),
        tooMany: t('tooMany'),
        networkError: t('networkError'),
        privacyNote: t('privacyNote'),
      }}
    />
  );
}
