import { useQuery } from '@tanstack/react-query';
import { passStatusQueryOptions } from './get-pass-status';

/** `data` is undefined while the status is unknown. */
export function usePassStatus() {
  return useQuery(passStatusQueryOptions());
}
