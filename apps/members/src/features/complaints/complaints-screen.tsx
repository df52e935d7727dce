'use client';

import Link from 'next/link';
import { type TComplaint, type TComplaintOrder } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Badge } from '@dating/ui/badge';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { Panel, PanelStack } from '@/components/page/panel';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useUser } from '@/hooks/use-user';
import { loginUrlFor } from '@/lib/member-routes';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { useSettings } from '@/providers/settings-context';
import { ComplaintForm } from './complaint-form';
import { Answer, ComplaintItem, ComplaintList, Meta } from './complaints.styles';
import { formatDate } from './format';
import { useComplaintLabels } from './labels';
import { useComplaints } from './use-complaints';

/**
 * /complaints (public, linked from the footer): the refund window of the site for everyone; for a member a
 * complaint about one of their own payments and their complaints with the answers, for a visitor a way to log in.
 */
export function ComplaintsScreen() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('complaints');
  const settings = useSettings();
  const user = useUser();
  return (
    <PageContainer data-screen="complaints" $width="narrow">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.complaints)}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <p data-testid="refund-window">{t('refundWindow', { count: settings.refund_days })}</p>
      {user.isPending ? (
        <Spinner />
      ) : user.data ? (
        <MemberComplaints />
      ) : (
        <Panel>
          <p>{t('loginFirst')}</p>
          <div>
            <Button as={Link} href={loginUrlFor('/complaints')}>
              {t('loginCta')}
            </Button>
          </div>
        </Panel>
      )}
    </PageContainer>
  );
}

function MemberComplaints() {
  const { t } = useTranslation('complaints');
  const errorText = useApiErrorText();
  const complaints = useComplaints();
  if (complaints.isPending) return <Spinner />;
  if (complaints.isError) return <Alert tone="danger">{errorText(complaints.error)}</Alert>;
  const { orders } = complaints.data;
  return (
    <PanelStack>
      <Panel>{orders.length ? <ComplaintForm orders={orders} /> : <p>{t('noOrders')}</p>}</Panel>
      <Panel aria-labelledby="complaints-list-title">
        <h2 id="complaints-list-title">{t('list.title')}</h2>
        <OwnComplaints complaints={complaints.data.complaints} orders={orders} />
      </Panel>
    </PanelStack>
  );
}

function OwnComplaints({ complaints, orders }: { complaints: TComplaint[]; orders: TComplaintOrder[] }) {
  const { t, i18n } = useTranslation('complaints');
  const labels = useComplaintLabels();
  const locale = i18n.language;
  if (complaints.length === 0) return <p>{t('list.empty')}</p>;
  const orderDate = new Map(orders.map((o) => [o.id, o.created_at]));
  return (
    <ComplaintList>
      {complaints.map((c) => {
        const ordered = c.order_id ? orderDate.get(c.order_id) : undefined;
        return (
          <ComplaintItem key={c.id} data-status={c.status}>
            <h3>{labels.reasons[c.reason]}</h3>
            <Meta>
              {t('list.sentOn', { date: formatDate(c.created_at, locale) })}
              {ordered ? ` · ${t('list.about', { date: formatDate(ordered, locale) })}` : null}
            </Meta>
            <div>
              <Badge tone={c.status === 'answered' ? 'success' : 'warning'}>{labels.status[c.status]}</Badge>
            </div>
            <p>{c.text}</p>
            {c.answer && c.answered_at ? (
              <>
                <Meta>{t('list.answer', { date: formatDate(c.answered_at, locale) })}</Meta>
                <Answer>{c.answer}</Answer>
              </>
            ) : null}
          </ComplaintItem>
        );
      })}
    </ComplaintList>
  );
}
