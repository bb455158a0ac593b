// jsdom plus what React Router 7 and antd expect from a browser (fetch API classes,
// TextEncoder; MessageChannel as a timer so jest can exit; never Node's BroadcastChannel).
const { TestEnvironment } = require('jest-environment-jsdom');

class TrucksDomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData: g.FormData ?? FormData,
      AbortController,
      AbortSignal,
    });
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.structuredClone = structuredClone;
    g.ReadableStream = ReadableStream;
    class TimerMessageChannel {
      constructor() {
        const make = () => ({
          onmessage: null,
          postMessage: undefined,
          close() {},
          start() {},
          addEventListener() {},
          removeEventListener() {},
        });
        this.port1 = make();
        this.port2 = make();
        this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
        this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
      }
    }
    g.MessageChannel = TimerMessageChannel;
  }
}
module.exports = TrucksDomEnvironment;
