//! The journal model alone (no page): scripts of inputs and the outputs expected.
