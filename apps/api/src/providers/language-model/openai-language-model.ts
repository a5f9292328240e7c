import { z } from 'zod';
import { createOpenAiClient, malformedAnswer, openAiFailure } from '../openai/openai-client';
import type { OpenAiConnection } from '../openai/openai-client';
import type { JsonCompletionRequest, LanguageModelProvider } from './language-model-provider';

export interface OpenAiLanguageModelOptions extends OpenAiConnection {
  /** The chat completions model; it must support structured outputs (`json_schema` with `strict`). */
  model: string;
}

const NAME = 'openai';
const SERVICE = 'translation';

// The part of a chat completion the adapter reads (resources/chat/completions `ChatCompletion` of the SDK).
const completion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullable().optional(),
        message: z.object({ content: z.string().nullable(), refusal: z.string().nullable().optional() }),
      }),
    )
    .min(1),
});

/**
 * One JSON answer through `POST /chat/completions` with structured outputs: `response_format: { type:
 * 'json_schema', json_schema: { name, strict: true, schema } }`, the JSON text in `choices[0].message.content`.
 * A refusal, a cut-off answer or text that is not JSON is a ProviderError 'failed'; the caller checks the
 * parsed value against its own zod schema (a compatible server may not enforce `strict`).
 */
export function createOpenAiLanguageModel(options: OpenAiLanguageModelOptions): LanguageModelProvider {
  const client = createOpenAiClient(options);
  return {
    name: NAME,
    async completeJson({ system, user, format, signal }: JsonCompletionRequest): Promise<unknown> {
      let answer: unknown;
      try {
        answer = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: format.name, strict: true, schema: format.schema },
            },
          },
          { signal },
        );
      } catch (error) {
        throw openAiFailure(NAME, SERVICE, error);
      }
      const checked = completion.safeParse(answer);
      if (!checked.success) throw malformedAnswer(NAME, SERVICE, 'not a chat completion');
      const choice = checked.data.choices[0]!;
      if (choice.message.refusal) throw malformedAnswer(NAME, SERVICE, 'the model refused');
      if (choice.finish_reason === 'length') throw malformedAnswer(NAME, SERVICE, 'the answer was cut off');
      if (choice.message.content === null) throw malformedAnswer(NAME, SERVICE, 'no content');
      try {
        return JSON.parse(choice.message.content) as unknown;
      } catch {
        throw malformedAnswer(NAME, SERVICE, 'content is not JSON');
      }
    },
  };
}
