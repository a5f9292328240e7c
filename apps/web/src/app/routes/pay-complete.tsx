import { CompletionPage, useCompletionTitle } from './completion-page';

export function PayCompleteRoute() {
  return <CompletionPage kind="standard" title={useCompletionTitle('payComplete')} />;
}
