//! The replay bar's playback: step forward and back through the game's
//! known moves (`Session::seek`), or play them at a chosen pace (the
//! shell's timer: `Effect::Timer(Timer::Replay, …)`, then `Msg::Replay(ReplayMsg::Tick)`; the paces
//! offered are index.html's, 600 ms a move at first). Stepping
//! only shows positions; a move played from an earlier one drops the rest
//! (`moves.rs`). Each step is said to screen readers.

use crate::page::{say, App, Effect, ReplayMsg, Timer, Tone};

impl App {
    /// The replay bar (`Msg::Replay`).
    pub(in crate::page) fn replay_msg(&mut self, msg: ReplayMsg, now: f64, fx: &mut Vec<Effect>) {
        let n = self.session().steps().len();
        let total = self.session().known_steps();
        match msg {
            ReplayMsg::On(on) => {
                self.replaying = on;
                fx.push(Effect::Draw { animate: false });
            }
            ReplayMsg::Seek(n) => {
                self.session.seek(n);
                self.sel = None;
                self.hint = None;
                self.changed(true, fx);
            }
            ReplayMsg::Toggle if self.replaying() => {
                self.stop_playing(fx);
                self.replay_msg(ReplayMsg::On(false), now, fx);
                self.replay_msg(ReplayMsg::Seek(total), now, fx);
            }
            ReplayMsg::Toggle if total == 0 => say(fx, "There are no moves to replay yet.", Tone::Info),
            ReplayMsg::Toggle => self.replay_msg(ReplayMsg::On(true), now, fx),
            ReplayMsg::Step(delta) => self.seek_said((n as i64 + delta).max(0) as usize, fx),
            ReplayMsg::Start => self.seek_said(0, fx),
            ReplayMsg::End => self.seek_said(total, fx),
            ReplayMsg::Play => {
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
            ReplayMsg::Tick => {
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
            ReplayMsg::Speed(ms) => {
                self.ui.replay_ms = ms.clamp(50, 10_000);
                if self.ui.playing {
                    fx.push(Effect::Timer(Timer::Replay, Some(self.ui.replay_ms)));
                }
            }
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
        self.replay_msg(ReplayMsg::Seek(n), self.now, fx);
        let n = self.session().steps().len();
        let total = self.session().known_steps();
        let text = match self.session().steps().last() {
            Some(s) if n > 0 => format!("Move {n} of {total}: {}.", s.text),
            _ => format!("Start, {}.", crate::page::count_of(total, "move", "moves")),
        };
        fx.push(Effect::Announce(text));
    }
}
