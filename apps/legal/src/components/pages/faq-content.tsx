import { legalVars, type LegalKey } from '../../lib/legal-t';
import { LegalArticle } from '../legal-article';
import { FaqItem, FaqList, Lead } from '../primitives';
import type { PageContentProps } from './page-props';

const QUESTIONS = [
  { id: 'credits', question: 'faq.credits.question', answer: 'faq.credits.answer' },
  { id: 'premium', question: 'faq.premium.question', answer: 'faq.premium.answer' },
  { id: 'fictional', question: 'faq.fictional.question', answer: 'faq.fictional.answer' },
  { id: 'delete', question: 'faq.delete.question', answer: 'faq.delete.answer' },
  { id: 'safety', question: 'faq.safety.question', answer: 'faq.safety.answer' },
  { id: 'contact', question: 'faq.contact.question', answer: 'faq.contact.answer' },
] as const satisfies readonly { id: string; question: LegalKey; answer: LegalKey }[];

/**
 * FAQ as native disclosure widgets (`details`/`summary`): keyboard operable with Tab and Enter/Space,
 * announced as expandable by screen readers, and readable without JavaScript.
 */
export function FaqContent({ t, site }: PageContentProps) {
  const vars = legalVars(site);
  return (
    <LegalArticle title={t('faq.title')}>
      <Lead>{t('faq.intro')}</Lead>
      <FaqList>
        {QUESTIONS.map((item) => (
          <FaqItem key={item.id} id={`faq-${item.id}`}>
            <summary>{t(item.question, vars)}</summary>
            <p>{t(item.answer, vars)}</p>
          </FaqItem>
        ))}
      </FaqList>
    </LegalArticle>
  );
}
