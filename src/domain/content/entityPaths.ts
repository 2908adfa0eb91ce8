// Where a followable entity's page is, after /{country}/{ns} (content-spec §2 routes).
import type { SubscribableType } from './subscriptions.ts';

export function subscribableEntityPath(type: SubscribableType, id: string): string {
  switch (type) {
    case 'CP':
      return `/publisher/${id}`;
    case 'PROFILE':
      return `/profile/${id}`;
    case 'TAG':
      return `/tag/${id}/all`;
  }
}
