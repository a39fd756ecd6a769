//! The replay bar's playback: step forward and back through the game's
//! known moves (`Session::seek`), or play them at a chosen pace (the
//! shell's timer: `Effect::Timer(Timer::Replay, …)`, then `Msg::ReplayTick`; the paces
//! offered are index.html's, 600 ms a move at first). Stepping
//! only shows positions; a move played from an earlier one drops the rest
//! (`moves.rs`). Each step is said to screen readers.

use crate::page::{say, App, Effect, Msg, Timer, Tone};

impl App {
    /// The replay bar's messages (`Msg::ReplayToggle` and after).
    pub(in crate::page) fn replay_step(&mut self, msg: Msg, now: f64, fx: &mut Vec<Effect>) {
        let n = self.session().steps().len();
        let total = self.session().known_steps();
        match msg {
            Msg::ReplayToggle if self.replaying() => {
                self.stop_playing(fx);
                self.step(Msg::Replaying(false), now, fx);
                self.step(Msg::Seek(total), now, fx);
            }
            Msg::ReplayToggle if total == 0 => say(fx, "There are no moves to replay yet.", Tone::Info),
            Msg::ReplayToggle => self.step(Msg::Replaying(true), now, fx),
            Msg::ReplayStep(delta) => self.seek_said((n as i64 + delta).max(0) as usize, fx),
            Msg::ReplayStart => self.seek_said(0, fx),
            Msg::ReplayEnd => self.seek_said(total, fx),
            Msg::ReplayPlay => {
                if self.ui.playing {
                    self.stop_playing(fx);
                } else {
                    if n >= total {
                        self.seek_said(0, fx);
                    }
                    self.ui.playing = true;
                    fx.push(Effect::Timer(Timer::Replay, Some(self.ui.replay_ms)));
                }
                fx.push(Effect::Draw { animate: false });
            }
            Msg::ReplayTick => {
                self.ui.playing = false;
                if !self.replaying() {
                    return;
                }
                if n < total {
                    self.seek_said(n + 1, fx);
                    if n + 1 < total {
                        self.ui.playing = true;
                        fx.push(Effect::Timer(Timer::Replay, Some(self.ui.replay_ms)));
                    }
                }
                fx.push(Effect::Draw { animate: false });
            }
            Msg::ReplaySpeed(ms) => {
                self.ui.replay_ms = ms.clamp(50, 10_000);
                if self.ui.playing {
                    fx.push(Effect::Timer(Timer::Replay, Some(self.ui.replay_ms)));
                }
            }
            _ => {}
        }
    }

    fn stop_playing(&mut self, fx: &mut Vec<Effect>) {
        if self.ui.playing {
            self.ui.playing = false;
            fx.push(Effect::Timer(Timer::Replay, None));
        }
    }

    /// Shows position `n` (0: the start) among the known moves, and says it.
    pub(in crate::page) fn seek_said(&mut self, n: usize, fx: &mut Vec<Effect>) {
        self.step(Msg::Seek(n), self.now, fx);
        let n = self.session().steps().len();
        let total = self.session().known_steps();
        let text = match self.session().steps().last() {
            Some(s) if n > 0 => format!("Move {n} of {total}: {}.", s.text),
            _ => format!("Start, {}.", crate::page::count_of(total, "move", "moves")),
        };
        fx.push(Effect::Announce(text));
    }
}
