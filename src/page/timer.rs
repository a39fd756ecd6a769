//! The page's pace timers: the shell arms them as `Effect::Timer` says and,
//! when one fires, sends the message it names (`Timer::due`, beside the
//! messages in `msg.rs`; one hook for all, `web/dispatch.rs`). The
//! statistics journal's timers are its worker's (`web/journal_worker.rs`).

/// The page's pace timers, each due once at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timer {
    /// Autoplay's and Finish's next move (`AssistMsg::AutoplayStep`).
    Autoplay = 0,
    /// The replay's next move (`ReplayMsg::Tick`).
    Replay = 1,
    /// The worker's deadline (`WorkerMsg::Silent`, `worker/watch.rs`).
    Worker = 2,
    /// The coach's deadline for the move it holds (`AssistMsg::CoachDue`).
    Coach = 3,
}

impl Timer {
    /// Every timer, in the order of their numbers.
    pub const ALL: [Timer; 4] = [Timer::Autoplay, Timer::Replay, Timer::Worker, Timer::Coach];
}

#[cfg(test)]
mod tests {
    use super::Timer;

    /// The shell keeps a timer's hook and due time at its number.
    #[test]
    fn each_timer_stands_at_its_number() {
        for (i, t) in Timer::ALL.iter().enumerate() {
            assert_eq!(*t as usize, i);
        }
    }
}
