/** A sleep that a signal cuts short; a signal given while awake makes the next sleep return at once. */
export class Wakeup {
  private signalled = false;
  private wake?: () => void;

  signal() {
    this.signalled = true;
    this.wake?.();
  }

  async sleep(ms: number) {
    if (!this.signalled) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    this.signalled = false;
    this.wake = undefined;
  }
}
