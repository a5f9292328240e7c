import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanPricesResponse } from '@mizan/contracts/plans';
import { DEFAULT_PLAN, PLAN_KEYS } from '@mizan/data/plans';
import type { PlanKey } from '@mizan/data/plans';
import { formatPlanPerDay, formatPlanPrice } from '../lib/plan-price';

interface PlanTilesProps {
  prices: PlanPricesResponse | undefined;
  selected: PlanKey;
  /** `by` says how: a tap (or Enter, Space) or an arrow key, which moves through the plans where they are. */
  onSelect: (plan: PlanKey, by: 'tap' | 'arrow') => void;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The three plans as a radio group (spec 2, 4): price, 'Only X/day', the 7-day pass marked most popular. As a radio
 * group works (WAI-ARIA's pattern, what a screen reader announces): one Tab stop, the chosen plan, and the arrow
 * keys choose the next or previous plan.
 */
export function PlanTiles({ prices, selected, onSelect }: PlanTilesProps) {
  const { t, i18n } = useTranslation('checkout');
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = PLAN_KEYS[(PLAN_KEYS.indexOf(selected) + step + PLAN_KEYS.length) % PLAN_KEYS.length];
    if (!next) return;
    event.currentTarget.querySelector<HTMLElement>(`[data-plan="${next}"]`)?.focus();
    onSelect(next, 'arrow');
  };
  return (
    <div role="radiogroup" aria-label={t('pay.plansTitle')} className="grid gap-3" onKeyDown={moveWithArrows}>
      {PLAN_KEYS.map((key) => {
        const price = prices?.plans[key];
        const isSelected = key === selected;
        return (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={isSelected}
            tabIndex={isSelected ? 0 : -1}
            data-plan={key}
            onClick={() => onSelect(key, 'tap')}
            className={`relative flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 bg-white p-4 text-left shadow-sm transition ${
              isSelected ? 'border-teal-700 ring-2 ring-teal-700/20' : 'border-sand-200 hover:border-sand-300'
            }`}
          >
            {/* Before the prices (the prerendered page, a slow network) the plan the page starts on is the most
                popular one: the badge is there from the first paint rather than popping in with the prices. */}
            {(price ? price.most_popular : key === DEFAULT_PLAN) ? (
              // On the tile's top border, yet in its flow: with large text the badge takes two lines and then
              // pushes the plan's name down instead of covering it.
              <span className="-mt-7 flex basis-full">
                <span className="inline-block rounded-full bg-terracotta-600 px-3 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                  {t('pay.mostPopular')}
                </span>
              </span>
            ) : null}
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${isSelected ? 'border-teal-700' : 'border-sand-300'}`}
              >
                {isSelected ? <span className="size-2.5 rounded-full bg-teal-700" /> : null}
              </span>
              <span>
                <span className="block font-semibold text-ink">{t(`plans.${key}`)}</span>
                <span className="block text-sm text-teal-700">
                  {price ? t('pay.perDay', { price: formatPlanPerDay(price, i18n.language) }) : '\u00a0'}
                </span>
              </span>
            </span>
            {/* The prices come once hydrated. The box is as wide as a price (14,99 $US) and the price a new
                element, not the '…' rewritten: a box growing to the left, or a text whose start moved, is a
                layout shift (CLS). With large text the price goes under the plan's name rather than past the tile. */}
            <span className="ml-auto min-w-24 shrink-0 text-right text-lg font-semibold text-ink">
              {price ? <span>{formatPlanPrice(price, i18n.language)}</span> : '…'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
