import { startStaged } from './staged-start';

describe('startStaged', () => {
  it('imports each stage in a task of its own, then starts', async () => {
    const log: string[] = [];
    const stage = (name: string) => () => {
      log.push(name);
      // Work the browser queued during this stage (a paint, a tap) runs before the next stage.
      setTimeout(() => log.push(`turn after ${name}`), 0);
      return Promise.resolve();
    };
    await startStaged([stage('react-dom'), stage('antd')], () => {
      log.push('start');
      return Promise.resolve();
    });
    expect(log).toEqual(['react-dom', 'turn after react-dom', 'antd', 'turn after antd', 'start']);
  });

  it("rejects with a stage's failure and does not start", async () => {
    const start = jest.fn(() => Promise.resolve());
    const stale = new Error('Loading chunk 5600 failed.');
    await expect(startStaged([() => Promise.reject(stale)], start)).rejects.toBe(stale);
    expect(start).not.toHaveBeenCalled();
  });
});
