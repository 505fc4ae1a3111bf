import { Router } from 'express';
import type { WebOptions } from '../web';

type T = (key: string, values?: Record<string, string | number>) => string;

interface Section {
  heading?: string;
  paragraphs?: string[];
  list?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
}

/** The pages every service has: start, cookies, privacy notice, accessibility statement, help, feedback. */
const TEXT_PAGES: Record<string, (t: T) => { title: string; sections: Section[] }> = {
  cookies: (t) => ({
    title: t('cookies.title'),
    sections: [
      { paragraphs: [t('cookies.intro'), t('cookies.essential')] },
      {
        table: {
          caption: t('cookies.tableCaption'),
          head: [t('cookies.name'), t('cookies.purpose'), t('cookies.expires')],
          rows: [['citizen-session', t('cookies.sessionPurpose'), t('cookies.sessionExpires')]],
        },
      },
      { paragraphs: [t('cookies.noOthers')] },
    ],
  }),
  privacy: (t) => ({
    title: t('privacy.title'),
    sections: [
      { paragraphs: [t('privacy.intro')] },
      {
        heading: t('privacy.whatTitle'),
        list: [
          t('privacy.whatIdentity'),
          t('privacy.whatAnswers'),
          t('privacy.whatDocuments'),
          t('privacy.whatShared'),
        ],
      },
      { heading: t('privacy.whyTitle'), paragraphs: [t('privacy.why')] },
      { heading: t('privacy.shareTitle'), paragraphs: [t('privacy.share')] },
      { heading: t('privacy.keepTitle'), paragraphs: [t('privacy.keep')] },
      { heading: t('privacy.rightsTitle'), paragraphs: [t('privacy.rights')] },
    ],
  }),
  accessibility: (t) => ({
    title: t('accessibility.title'),
    sections: [
      { paragraphs: [t('accessibility.intro'), t('accessibility.youCan')] },
      {
        list: [
          t('accessibility.zoom'),
          t('accessibility.keyboard'),
          t('accessibility.screenReader'),
          t('accessibility.noJs'),
        ],
      },
      { heading: t('accessibility.statusTitle'), paragraphs: [t('accessibility.status')] },
      { heading: t('accessibility.knownTitle'), paragraphs: [t('accessibility.known')] },
      { heading: t('accessibility.testedTitle'), paragraphs: [t('accessibility.tested')] },
      { heading: t('accessibility.reportTitle'), paragraphs: [t('accessibility.report')] },
    ],
  }),
  help: (t) => ({
    title: t('help.title'),
    sections: [
      { paragraphs: [t('help.intro')] },
      { heading: t('help.signInTitle'), paragraphs: [t('help.signIn')] },
      { heading: t('help.documentsTitle'), paragraphs: [t('help.documents')] },
      { heading: t('help.timeoutTitle'), paragraphs: [t('help.timeout')] },
      { heading: t('help.contactTitle'), paragraphs: [t('help.contact')] },
    ],
  }),
  feedback: (t) => ({
    title: t('feedback.title'),
    sections: [{ paragraphs: [t('feedback.intro'), t('feedback.how')] }],
  }),
};

export function pageRoutes(_options: WebOptions): Router {
  const router = Router();
  router.get('/', (_req, res) => res.render('pages/start'));
  for (const [name, content] of Object.entries(TEXT_PAGES)) {
    router.get(`/${name}`, (_req, res) => res.render('pages/text', content(res.locals.t as T)));
  }
  return router;
}
