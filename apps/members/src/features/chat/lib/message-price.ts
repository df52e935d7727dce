import { type TMessageKind, type TSettings } from '@dating/core/contracts';

type PriceSettings = Pick<TSettings, 'message_credits' | 'photo_credits' | 'gift_credits'>;
type MoneySettings = Pick<TSettings, 'message_credits' | 'minimum_message_costs'>;

/** Credits a message of `kind` costs (site settings `message_credits`, `photo_credits`, `gift_credits`). */
export function messagePrice(settings: PriceSettings, kind: TMessageKind): number {
  if (kind === 'photo') return settings.photo_credits;
  if (kind === 'gift') return settings.gift_credits;
  return settings.message_credits;
}

export interface Money {
  amount: number;
  currency: string;
}

/**
 * `credits` in the member's money: `minimum_message_costs[country]` is the lowest price of one text message
 * (`message_credits` credits) in that country, so a price of n credits costs at least
 * n / message_credits × costs. Null when the country has no price or messages are free.
 */
export function creditsInMoney(
  settings: MoneySettings,
  credits: number,
  country: string | null | undefined,
): Money | null {
  if (!country || credits <= 0 || settings.message_credits <= 0) return null;
  const cost = settings.minimum_message_costs[country];
  if (!cost) return null;
  const amount = Math.round(((cost.costs * credits) / settings.message_credits) * 100) / 100;
  return { amount, currency: cost.currency };
}

/** "0,53 €" / "0.53 zł": the amount in the member's language. */
export function formatMoney(money: Money, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
      money.amount,
    );
  } catch {
    return `${money.amount.toFixed(2)} ${money.currency}`;
  }
}
