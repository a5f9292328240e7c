import type { FastifyBaseLogger } from 'fastify';
import type { ItineraryResponse } from '@mizan/contracts/itinerary';
import { CATALOG_BY_CITY } from '@mizan/data/catalog';
import {
  applyModelPlan,
  groundingCandidates,
  groundingFacts,
  modelPlanFormat,
  modelPlanPrompt,
} from '@mizan/domain/planner/grounded-plan';
import type { ModelPlan } from '@mizan/domain/planner/grounded-plan';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import { planItinerary } from '@mizan/domain/planner/plan-itinerary';
import type { TripForm } from '@mizan/domain/planner/trip-form';
import { z } from 'zod';
import type { LanguageModelProvider } from '../providers/language-model/language-model-provider';
import { ProviderError } from '../providers/provider-error';
import { withDeadline } from '../providers/with-deadline';

/** The model's answer as the strict schema asks it; anything else is a malformed answer. */
const modelPlan = z.object({
  days: z.array(
    z.object({
      title: z.string().max(200),
      theme: z.string().max(200),
      stops: z.array(z.object({ placeId: z.string(), time: z.string() })),
      dailyTips: z.array(z.string().max(500)).max(10),
    }),
  ),
  tips: z.array(z.string().max(500)).max(10),
}) satisfies z.ZodType<ModelPlan>;

export interface ItineraryPlanner {
  /** A plan of real places for the form: the model's when one is configured and its answer holds, else the embedded one. */
  generate(form: TripForm): Promise<ItineraryResponse>;
}

/**
 * The trip planner (issue 14): the deterministic planner over the catalog answers in milliseconds with no key;
 * with a language model, the model chooses and writes among the same fitting places, its answer is checked
 * against the catalog, and any failure, or the time budget running out, falls back to the embedded plan (the
 * answer's metadata says which, and why).
 */
export function createItineraryPlanner(deps: {
  languageModel: LanguageModelProvider;
  budgetMs: number;
  /** When a plan is made: a first day that is today in Morocco starts after it. */
  now: () => Date;
  log: FastifyBaseLogger;
}): ItineraryPlanner {
  const { languageModel, budgetMs, now, log } = deps;

  async function withModel(form: TripForm, embedded: Itinerary, nowMs: number): Promise<Itinerary> {
    const catalog = CATALOG_BY_CITY[form.destination];
    const candidates = groundingCandidates(form, catalog);
    const ids = candidates.map((place) => place.id);
    const { system, user } = modelPlanPrompt(form, groundingFacts(form, candidates), nowMs);
    let reason: string;
    try {
      const answer = await withDeadline(languageModel.name, budgetMs, (signal) =>
        languageModel.completeJson({ system, user, format: modelPlanFormat(form, ids), signal }),
      );
      const parsed = modelPlan.safeParse(answer);
      if (!parsed.success) {
        reason = 'model answer malformed';
      } else {
        const grounded = applyModelPlan(form, candidates, parsed.data, embedded, nowMs);
        if (grounded.ok) return grounded.itinerary;
        reason = grounded.reason;
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      reason = error.failure === 'timeout' ? 'model over its time budget' : `model ${error.failure}`;
    }
    log.info({ reason }, 'itinerary: model plan not used, embedded plan instead');
    return { ...embedded, metadata: { ...embedded.metadata, fallbackReason: reason.slice(0, 200) } };
  }

  return {
    async generate(form) {
      const nowMs = now().getTime();
      const embedded = planItinerary(form, CATALOG_BY_CITY[form.destination], nowMs);
      if (languageModel.name === 'none') return embedded;
      return withModel(form, embedded, nowMs);
    },
  };
}
