//! What a sheet shows, as one declarative tree (Elm's `Html msg`, without
//! the messages: a control names its action in `data-action` / `data-arg`,
//! an input its change in `data-change`, and the shell's one listener reads
//! them). The model builds every sheet as [`Node`]s from its state
//! (`sheets/tree.rs`, `review/tree.rs`); the Statistics sheet's body comes
//! built from the journal worker (`journal/tree.rs`, read back with
//! [`Node::from_value`]). `web/ui.rs` renders any tree into the DOM (text
//! only as text, never parsed as markup). Native: what a sheet says and
//! offers is tested with `cargo test`.

/// An element: its tag, whether it is SVG, its attributes in order, its
/// text (before its children), a form control's value and checked state
/// (set as properties, after its children: a `select` needs its options
/// first), and its children.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Node {
    pub tag: &'static str,
    pub svg: bool,
    pub attrs: Vec<(&'static str, String)>,
    pub text: Option<String>,
    pub value: Option<String>,
    pub checked: Option<bool>,
    pub children: Vec<Node>,
}

impl Node {
    /// An HTML element of `class` (none when empty).
    pub fn el(tag: &'static str, class: &str) -> Node {
        let n = Node { tag, ..Node::default() };
        if class.is_empty() {
            n
        } else {
            n.attr("class", class)
        }
    }

    /// An HTML element holding `text`.
    pub fn text_el(tag: &'static str, class: &str, text: impl Into<String>) -> Node {
        Node::el(tag, class).text(text)
    }

    /// An SVG element.
    pub fn svg(tag: &'static str) -> Node {
        Node { tag, svg: true, ..Node::default() }
    }

    /// A button that asks for `action` when pressed.
    pub fn button(text: impl Into<String>, action: &str) -> Node {
        Node::text_el("button", "", text).attr("type", "button").attr("data-action", action)
    }

    /// Sets attribute `k` (replacing it if set).
    pub fn attr(mut self, k: &'static str, v: impl ToString) -> Node {
        let v = v.to_string();
        match self.attrs.iter_mut().find(|(a, _)| *a == k) {
            Some(slot) => slot.1 = v,
            None => self.attrs.push((k, v)),
        }
        self
    }

    /// Sets attribute `k` when `on` (a boolean attribute: `disabled`, `readonly`).
    pub fn flag(self, k: &'static str, on: bool) -> Node {
        if on {
            self.attr(k, "")
        } else {
            self
        }
    }

    pub fn id(self, id: &str) -> Node {
        self.attr("id", id)
    }

    pub fn text(mut self, text: impl Into<String>) -> Node {
        self.text = Some(text.into());
        self
    }

    pub fn value(mut self, v: impl Into<String>) -> Node {
        self.value = Some(v.into());
        self
    }

    pub fn checked(mut self, on: bool) -> Node {
        self.checked = Some(on);
        self
    }

    pub fn child(mut self, c: Node) -> Node {
        self.children.push(c);
        self
    }

    pub fn children(mut self, cs: impl IntoIterator<Item = Node>) -> Node {
        self.children.extend(cs);
        self
    }

    /// The value of attribute `k`.
    pub fn get(&self, k: &str) -> Option<&str> {
        self.attrs.iter().find(|(a, _)| *a == k).map(|(_, v)| v.as_str())
    }

    /// Every text in the tree, in order, joined (as `textContent` reads it).
    pub fn text_content(&self) -> String {
        let mut s = self.text.clone().unwrap_or_default();
        for c in &self.children {
            s.push_str(&c.text_content());
        }
        s
    }

    /// The first node in the tree (itself included) for which `f` holds.
    pub fn find(&self, f: &dyn Fn(&Node) -> bool) -> Option<&Node> {
        if f(self) {
            return Some(self);
        }
        self.children.iter().find_map(|c| c.find(f))
    }

    /// Every node in the tree for which `f` holds, in document order.
    pub fn all(&self, f: &dyn Fn(&Node) -> bool) -> Vec<&Node> {
        let mut out = Vec::new();
        self.walk(&mut |n| {
            if f(n) {
                out.push(n);
            }
        });
        out
    }

    fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Node)) {
        f(self);
        for c in &self.children {
            c.walk(f);
        }
    }

    /// The node with this `id`.
    pub fn by_id(&self, id: &str) -> Option<&Node> {
        self.find(&|n| n.get("id") == Some(id))
    }

    /// Whether the node's `class` holds `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.get("class").is_some_and(|c| c.split(' ').any(|w| w == class))
    }
}

/// Every element and attribute name a tree may carry across a worker or
/// wasm boundary ([`Node::to_value`]), one space between two: read back, a
/// name is one of these (the tree's names are `&'static str`), and a name
/// not here is refused. (One text, not a list of texts: a little less of
/// the page's wasm.)
const NAMES: &str = concat!(
    // elements
    "a button dialog div form h2 h3 input label li option p pre progress section select span ",
    "table tbody td textarea th thead tr ul ",
    // SVG elements
    "svg g line path polyline polygon rect circle text title ",
    // attributes
    "aria-checked aria-hidden aria-label aria-labelledby aria-valuemax aria-valuemin ",
    "aria-valuenow aria-valuetext autocomplete class d data-action data-arg data-card data-change ",
    "data-cw data-index data-key data-label data-ply data-sheet data-slot data-text data-x0 ",
    "disabled for height id inputmode max placeholder points readonly role rows scope ",
    "spellcheck style tabindex title type value viewBox width x x1 x2 y y1 y2 cx cy r transform ",
    "text-anchor focusable",
);

/// A name read back: one of [`NAMES`].
fn name(v: &crate::json::Value) -> Result<&'static str, String> {
    let s = v.as_str().ok_or("a name that is not text")?;
    NAMES.split(' ').find(|n| *n == s).ok_or_else(|| format!("an unknown name `{}`", crate::text::clip(s, 40)))
}

impl Node {
    /// The tree as a plain value, to post to the page (a structured
    /// clone): `[tag, svg, [name, value, …], text, value, checked,
    /// [children…]]`, each missing part `null`.
    pub fn to_value(&self) -> crate::json::Value {
        use crate::json::Value;
        let text = |t: &Option<String>| t.as_deref().map_or(Value::Null, Value::from);
        let attrs = self.attrs.iter().flat_map(|(k, v)| [Value::from(*k), Value::from(v.as_str())]).collect();
        Value::Array(vec![
            self.tag.into(),
            self.svg.into(),
            Value::Array(attrs),
            text(&self.text),
            text(&self.value),
            self.checked.map_or(Value::Null, Value::from),
            Value::Array(self.children.iter().map(Node::to_value).collect()),
        ])
    }

    /// The tree [`Node::to_value`] wrote, or what is wrong with `v`.
    /// (Plain loops: a `collect` of results is a copy of its own per
    /// item type, some 1.5 KB of the page's wasm here.)
    pub fn from_value(v: &crate::json::Value) -> Result<Node, String> {
        use crate::json::Value;
        let bad = || "not a tree".to_string();
        let [tag, svg, attrs, text, value, checked, children] = v.as_array().map(Vec::as_slice).ok_or_else(bad)? else {
            return Err(bad());
        };
        let text_of = |t: &Value| match t {
            Value::Null => Ok(None),
            t => t.as_str().map(|s| Some(s.to_string())).ok_or_else(bad),
        };
        let mut node = Node {
            tag: name(tag)?,
            svg: svg.as_bool().ok_or_else(bad)?,
            text: text_of(text)?,
            value: text_of(value)?,
            checked: match checked {
                Value::Null => None,
                c => Some(c.as_bool().ok_or_else(bad)?),
            },
            ..Node::default()
        };
        let mut pairs = attrs.as_array().ok_or_else(bad)?.iter();
        while let Some(k) = pairs.next() {
            let k = name(k)?;
            node.attrs.push((k, pairs.next().and_then(Value::as_str).ok_or_else(bad)?.to_string()));
        }
        for c in children.as_array().ok_or_else(bad)? {
            node.children.push(Node::from_value(c)?);
        }
        Ok(node)
    }
}
