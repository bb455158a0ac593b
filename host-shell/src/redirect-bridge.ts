// The page the identity provider returns to inside MSAL's hidden iframe (silent sign-in and renewal):
// it hands the response to the portal's window. Built as its own small entry (redirect-bridge.html).
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('The sign-in response could not be handed to the portal', error);
});
