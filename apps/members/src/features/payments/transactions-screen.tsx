'use client';

import Link from 'next/link';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useTranslation } from '@dating/i18n/client';
import { type TLedgerEntry, type TReceipt } from '@dating/core/contracts';
import { Lead, PageContainer, PageTitle } from '@/components/page/page-container';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { SCREEN_TITLE_KEYS } from '@/lib/screens';
import { formatMoney } from './money';
import { Actions, Muted, Stack, Table, TableScroll } from './payments.styles';
import { useLedger, useLedgerEntry } from './use-ledger';
import { DataTable } from './data-table';

function useKindLabels(): Record<TLedgerEntry['kind'], string> {
  const { t } = useTranslation('payments');
  return {
    purchase: t('transactions.purchase'),
    message: t('transactions.message'),
    gift: t('transactions.gift'),
    photo: t('transactions.photo'),
    refund: t('transactions.refund'),
    bonus: t('transactions.bonus'),
    chargeback: t('transactions.chargeback'),
  };
}

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** /transactions and /transactions/{id}: the member's own ledger, and one entry with its receipt. */
export function TransactionsScreen({ entryId }: { entryId?: number }) {
  const { t: tc } = useTranslation();
  return (
    <PageContainer data-screen="transactions" $width="narrow">
      <PageTitle>{tc(SCREEN_TITLE_KEYS.transactions)}</PageTitle>
      {entryId === undefined ? <LedgerList /> : <LedgerEntryView id={entryId} />}
    </PageContainer>
  );
}

function LedgerList() {
  const { t, i18n } = useTranslation('payments');
  const errorText = useApiErrorText();
  const labels = useKindLabels();
  const ledger = useLedger();
  if (ledger.isPending) return <Spinner />;
  if (ledger.isError) return <Alert tone="danger">{errorText(ledger.error)}</Alert>;
  const entries = ledger.data.pages.flatMap((p) => p.entries);
  return (
    <>
      <Lead>{t('transactions.lead')}</Lead>
      {entries.length === 0 ? (
        <p>{t('transactions.empty')}</p>
      ) : (
        <TableScroll>
          <DataTable
            columns={[
              t('transactions.date'),
              t('transactions.what'),
              t('transactions.amount'),
              t('transactions.balanceAfter'),
            ]}
          >
            {entries.map((e) => (
              <tr key={e.id} data-kind={e.kind}>
                <td>{dateTime(e.created_at, i18n.language)}</td>
                <th scope="row">
                  {e.receipt ? <Link href={`/transactions/${e.id}`}>{labels[e.kind]}</Link> : labels[e.kind]}
                </th>
                <td>{e.amount > 0 ? `+${e.amount}` : e.amount}</td>
                <td>{e.balance_after}</td>
              </tr>
            ))}
          </DataTable>
        </TableScroll>
      )}
      {ledger.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void ledger.fetchNextPage()}
          loading={ledger.isFetchingNextPage}
        >
          {t('transactions.more')}
        </Button>
      ) : null}
    </>
  );
}

function LedgerEntryView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('payments');
  const errorText = useApiErrorText();
  const labels = useKindLabels();
  const entry = useLedgerEntry(id);
  if (entry.isPending) return <Spinner />;
  if (entry.isError) return <Alert tone="danger">{errorText(entry.error)}</Alert>;
  const e = entry.data;
  return (
    <Stack>
      {!e ? (
        <Alert tone="warning">{t('transactions.notFound')}</Alert>
      ) : (
        <>
          <Lead>
            {labels[e.kind]} · {dateTime(e.created_at, i18n.language)} ·{' '}
            {e.amount > 0 ? `+${e.amount}` : e.amount}
          </Lead>
          {e.receipt ? <Receipt receipt={e.receipt} /> : null}
        </>
      )}
      <Actions>
        <Button as={Link} href="/transactions" variant="secondary">
          {t('transactions.back')}
        </Button>
        {e?.receipt ? (
          <>
            <Button variant="outline" onClick={() => window.print()}>
              {t('transactions.print')}
            </Button>
            <Button href={`/api/receipt.php?id=${e.id}`} download variant="outline">
              {t('transactions.downloadPdf')}
            </Button>
          </>
        ) : null}
      </Actions>
    </Stack>
  );
}

function Receipt({ receipt: r }: { receipt: TReceipt }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, r.currency, locale);
  return (
    <section aria-labelledby="receipt-title" data-testid="receipt">
      <h2 id="receipt-title">{t('transactions.receiptTitle')}</h2>
      <Table>
        <tbody>
          <tr>
            <th scope="row">{t('transactions.order')}</th>
            <td>{r.order_id}</td>
          </tr>
          <tr>
            <th scope="row">{t('transactions.bundle')}</th>
            <td>{t('packages.credits', { count: r.credits })}</td>
          </tr>
          {r.method ? (
            <tr>
              <th scope="row">{t('transactions.method')}</th>
              <td>{t(`methods.${r.method}`)}</td>
            </tr>
          ) : null}
          {r.discount_cents > 0 ? (
            <tr>
              <th scope="row">{t('transactions.discount')}</th>
              <td>−{money(r.discount_cents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('transactions.paid')}</th>
            <td>{money(r.amount_cents)}</td>
          </tr>
          {r.paid_at ? (
            <tr>
              <th scope="row">{t('transactions.paidAt')}</th>
              <td>{dateTime(r.paid_at, locale)}</td>
            </tr>
          ) : null}
        </tbody>
      </Table>
      <Muted>
        {r.vat_rate !== null && r.vat_cents !== null
          ? t('transactions.vat', { rate: r.vat_rate, amount: money(r.vat_cents) })
          : t('transactions.noVat')}
      </Muted>
      <h3>{t('transactions.seller')}</h3>
      <address>
        {r.seller.name}
        <br />
        {r.seller.address}, {r.seller.city}, {r.seller.country}
        <br />
        {r.seller.kvk ? t('transactions.kvk', { number: r.seller.kvk }) : null}
        {r.seller.vat_numbers.map((n) => (
          <span key={n}>
            <br />
            {t('transactions.vatNumber', { number: n })}
          </span>
        ))}
      </address>
    </section>
  );
}
