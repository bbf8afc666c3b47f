import { LOADING_TEXT } from '@fraudshield/domain';
import { Spinner } from './shell-icons';

export function Loading() {
  return (
    <p className="loading" role="status">
      <Spinner size={18} />
      {LOADING_TEXT}
    </p>
  );
}
