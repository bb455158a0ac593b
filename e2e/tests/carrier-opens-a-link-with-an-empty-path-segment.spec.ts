// A link with an empty path segment (a record number left out: /available-freight//preview) is a
// navigation like any other: the gateway answers it with the portal, whose router shows Route Not
// Found in the shell, never the gateway's JSON (issue 41).
import { expect, test } from '../fixtures/portal';

test('a link with an empty path segment shows the portal, not raw JSON', async ({ portal, page }) => {
  await portal.open('/available-freight//preview');
  await expect(portal.shell()).toBeVisible();
  await expect(page.getByText('Route Not Found')).toBeVisible();
  await expect(page.getByText(/FST_STATIC_FORBIDDEN_PATH|"statusCode"/)).toHaveCount(0);
});
