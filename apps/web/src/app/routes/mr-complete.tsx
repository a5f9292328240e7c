import { CompletionPage, useCompletionTitle } from './completion-page';

export function MrCompleteRoute() {
  return <CompletionPage kind="mr" title={useCompletionTitle('mrComplete')} />;
}
