import { ANN_PROFILE } from './letter-fixtures';
import { routeTestApp, type RouteTest } from './route-test-app';

const PASSWORD = 'lantern orchard seventeen';

/**
 * The access history's two reviewers, seen from behind a proxy at 127.0.0.1: Ann reads, and Bob
 * decides. Both hold a licence in the fixtures' state (Ohio): a reviewer reads only the cases
 * they may decide, and an approval signs a letter.
 */
export function annReadsBobDecides(): RouteTest {
  return routeTestApp({
    reviewers: {
      ann: { password: PASSWORD, profile: { ...ANN_PROFILE, licensedIn: ['Ohio'] } },
      bob: {
        password: PASSWORD,
        profile: { ...ANN_PROFILE, fullName: 'Bob Reyes', licensedIn: ['Ohio'] },
      },
    },
    trustProxy: ['127.0.0.1'],
  });
}
