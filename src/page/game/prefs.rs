//! The player's choices per game, kept in storage and read back at start
//! (`storage/read.rs`): the table's layout, "winnable deals only" (the
//! next New's deal looked for ahead of time), the difficulty of New's
//! deals (`difficulty.rs`), Woods' autosave, and the coach (`worker/coach.rs`).

use crate::games::Options;
use crate::page::{App, Effect, PrefsMsg};

impl App {
    /// The choices per game (`Msg::Prefs`).
    pub(in crate::page) fn prefs_msg(&mut self, msg: PrefsMsg, fx: &mut Vec<Effect>) {
        match msg {
            PrefsMsg::Layout(game, layout) => {
                self.prefs.layouts.retain(|(g, _)| *g != game);
                self.prefs.layouts.push((game, layout));
                if game == self.state().id() && self.layout != layout {
                    self.layout = layout;
                    self.marks.sel = None;
                    self.ui.cursor = None;
                    fx.push(Effect::Draw { animate: false });
                }
            }
            PrefsMsg::WinnableOnly(game, on) => {
                self.prefs.winnable_only.retain(|g| *g != game);
                if on {
                    self.prefs.winnable_only.push(game);
                    let options = if game == self.state().id() {
                        self.state().options().clone()
                    } else {
                        Options::defaults(game)
                    };
                    self.prefetch(options, fx);
                }
            }
            PrefsMsg::Difficulty(game, want) => self.set_difficulty(game, want, fx),
            PrefsMsg::AutosaveEvery(k) => self.prefs.autosave_every = k,
            PrefsMsg::Coach(game, on) => {
                self.prefs.coach.retain(|g| *g != game);
                if on {
                    self.prefs.coach.push(game);
                }
            }
        }
    }
}
