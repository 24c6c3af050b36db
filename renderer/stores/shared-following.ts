/**
 * Events several views follow at once, subscribed once: the first follower starts the subscription,
 * the last one to leave ends it. Each follower's stop works once, however often it is called.
 */
export function sharedFollowing(start: () => () => void): () => () => void {
  let followers = 0;
  let stop: (() => void) | null = null;
  return () => {
    followers += 1;
    if (followers === 1) stop = start();
    let following = true;
    return () => {
      if (!following) return;
      following = false;
      followers -= 1;
      if (followers === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}
