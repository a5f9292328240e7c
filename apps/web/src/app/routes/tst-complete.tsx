import { CompletionPage, useCompletionTitle } from './completion-page';

export function TstCompleteRoute() {
  return <CompletionPage kind="tst" title={useCompletionTitle('tstComplete')} />;
}
