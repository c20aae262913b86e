//! A token bucket per key or address: `rate` requests a second, `burst` at once. Beyond it the
//! hub answers 429.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// How many buckets are kept before the full ones are forgotten.
const MAX_BUCKETS: usize = 10_000;

#[derive(Debug)]
pub(crate) struct Limiter {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<String, (f64, Instant)>>,
}

impl Limiter {
    pub(crate) fn new(rate: f64, burst: f64) -> Limiter {
        Limiter { rate, burst, buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one token from `who`'s bucket; false when it is empty.
    pub(crate) fn allow(&self, who: &str) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > MAX_BUCKETS {
            let (rate, burst) = (self.rate, self.burst);
            buckets.retain(|_, (tokens, at)| *tokens + now.duration_since(*at).as_secs_f64() * rate < burst);
        }
        let (tokens, at) = buckets.entry(who.to_string()).or_insert((self.burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.rate).min(self.burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_the_rate() {
        let l = Limiter::new(0.001, 3.0);
        assert!((0..3).all(|_| l.allow("a")));
        assert!(!l.allow("a"));
        assert!(l.allow("b"), "each key has its own bucket");
    }
}
