// Which visits the driver's variant will show: the start asks for the full frame's code on every other
// signed-in visit (start-shell.tsx), and the driver's link must not download it (issue 26).
import { isDriverVisit, saveDriverEntry } from './driver-app';

describe('isDriverVisit', () => {
  beforeEach(() => localStorage.clear());

  it("is a driver's link from a text message", () => {
    expect(isDriverVisit('https://portal.test/?driverToken=demo-driver-token', localStorage)).toBe(true);
  });

  it('is a later visit of a browser the driver app signed in before', () => {
    saveDriverEntry(localStorage, 'demo-driver-token');
    expect(isDriverVisit('https://portal.test/shipments', localStorage)).toBe(true);
  });

  it('is not a carrier opening the dashboard, nor a browser whose storage is refused', () => {
    expect(isDriverVisit('https://portal.test/dashboard', localStorage)).toBe(false);
    expect(isDriverVisit('https://portal.test/dashboard', undefined)).toBe(false);
  });
});
