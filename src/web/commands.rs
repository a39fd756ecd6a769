//! Text typed on the table or in the moves panel's field, done: a move
//! plays, Woods' commands act, and their answers show in the moves panel,
//! which opens for them. What the text asks for is the model's
//! (`page::typed`).

use super::app::App;
use super::toast::feedback;
use super::{actions, files, run};
use crate::page::typed::{read_typed, Typed};
use crate::page::Msg;

/// Plays or runs `text`; a mistake is said in one line.
pub fn run(app: &mut App, text: &str) {
    let Some(typed) = read_typed(app.state(), text) else { return };
    let out = match typed {
        Typed::Play(mv) => return actions::play(app, mv),
        Typed::Back(k) => return actions::back(app, k),
        Typed::Save => return files::save(app),
        Typed::Error(e) => return feedback(&e, "error"),
        Typed::Autosave(k, said) => {
            run::send(app, Msg::AutosaveEvery(k));
            said
        }
        Typed::Show(out) => out,
    };
    app.woods_output = out;
    app.panel_open = true;
    feedback("", "");
    actions::render(app);
}
