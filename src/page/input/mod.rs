//! What comes in besides pointer moves: the keyboard (`keys.rs`), text typed
//! on the table (`typed.rs`), the routing of controls to messages
//! (`route.rs`), and the links the page opens (`links.rs`).

pub(super) mod keys;
pub mod links;
pub mod route;
pub mod typed;
