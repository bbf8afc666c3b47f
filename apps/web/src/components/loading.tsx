import { LOADING_TEXT } from '@fraudshield/domain';

export function Loading() {
  return (
    <p className="loading" role="status">
      {LOADING_TEXT}
    </p>
  );
}
