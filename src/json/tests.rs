//! The crate's JSON against serde_json's: the same trees, the same text
//! written (keys sorted), the same read, the same refusals.

use super::*;

/// serde_json's tree of `text`.
fn theirs(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

/// Texts of every kind the crate writes and reads: objects with their keys
/// out of order, nesting, escapes, unicode, whole numbers at their limits,
/// negative ones, floats with and without a fraction.
const TEXTS: &[&str] = &[
    r#"{"id":"a1","game":"spider","variant":"spider suits=2","deal":7,"result":"won","moves":120,"ms":300000,"cheated":false,"assisted":false,"hints":2,"at":1700000000000,"v":1}"#,
    r#"{"a":[1,-2,18446744073709551615,-9223372036854775808,null,true,[],{}],"b":"q\"\\/\n\r\t\b\f\u0001\u001f é 😀 \u2028"}"#,
    r#"{"zeta":1,"alpha":{"y":[[1,[2,[3,{"c":3,"b":2,"a":1}]]]],"x":"\u00e9\ud83d\ude00"},"Beta":null,"10":1,"9":2,"":0}"#,
    r#"[2.0, 7.5, -0.25, 0.0, -0.0, 1e300, 1.5e-9, 123456789.125, 9007199254740993, -1, 0]"#,
    r#"{"k":"a","k":"b"}"#,
    r#"[]"#,
    r#"{}"#,
    r#""""#,
    r#"null"#,
    r#"true"#,
];

#[test]
fn the_trees_are_serde_jsons_both_ways() {
    for t in TEXTS {
        let ours = from_str(t).unwrap();
        assert_eq!(serde_json::Value::from(&ours), theirs(t), "{t}");
        assert_eq!(Value::from(theirs(t)), ours, "{t}");
    }
}

#[test]
fn the_text_written_is_serde_jsons_byte_for_byte() {
    for t in TEXTS {
        let ours = from_str(t).unwrap();
        assert_eq!(to_string(&ours), serde_json::to_string(&theirs(t)).unwrap(), "{t}");
        assert_eq!(to_string_pretty(&ours), serde_json::to_string_pretty(&theirs(t)).unwrap(), "{t}");
    }
}

#[test]
fn values_made_here_are_written_as_json_makes_them() {
    let ours = object(vec![
        ("zeta", Value::from(u64::MAX)),
        ("alpha", Value::from(-7i64)),
        ("mid", Value::from(vec![Value::from(2.0), Value::from(7.5), Value::from(0.1), Value::from(-3.0)])),
        ("bytes", Value::from(vec![1u8, 2, 3])),
        ("none", Value::from(None::<u32>)),
        ("some", Value::from(Some("x\"y\\z\u{7}"))),
        ("nan", Value::from(f64::NAN)),
        ("nested", object(vec![("b", true.into()), ("a", false.into()), ("b", 3u32.into())])),
    ]);
    let want = serde_json::json!({
        "zeta": u64::MAX, "alpha": -7, "mid": [2.0, 7.5, 0.1, -3.0], "bytes": [1, 2, 3], "none": null,
        "some": "x\"y\\z\u{7}", "nan": null, "nested": {"a": false, "b": 3},
    });
    assert_eq!(to_string(&ours), want.to_string());
    assert_eq!(to_string_pretty(&ours), serde_json::to_string_pretty(&want).unwrap());
    assert_eq!(compact(&ours), want.to_string());
}

#[test]
fn an_objects_keys_stay_sorted_and_single() {
    let mut m = Map::new();
    for (k, v) in [("b", 1u32), ("a", 2), ("c", 3), ("a", 4), ("", 5), ("10", 6), ("9", 7)] {
        m.insert(k.into(), v.into());
    }
    let keys: Vec<&str> = m.keys().map(String::as_str).collect();
    assert_eq!(keys, ["", "10", "9", "a", "b", "c"]);
    assert_eq!(m.get("a"), Some(&Value::from(4u32)));
    assert_eq!(m.insert("a".into(), Value::Null), Some(Value::from(4u32)));
    assert_eq!(m.remove("b"), Some(Value::from(1u32)));
    assert!(!m.contains_key("b") && m.get("b").is_none() && m.len() == 5);
    // Built from fields in any order, the last of a key kept (as a reader keeps it).
    let fields = [("z", 1u32), ("a", 2), ("z", 3), ("m", 4), ("a", 5)];
    let m = Map::from_fields(fields.iter().map(|(k, v)| (k.to_string(), Value::from(*v))).collect());
    let got: Vec<(&str, u64)> = m.iter().map(|(k, v)| (k.as_str(), v.as_u64().unwrap())).collect();
    assert_eq!(got, [("a", 5), ("m", 4), ("z", 3)]);
    // Many fields in reverse order: sorted by halves, not one insertion each.
    let n = 50_000;
    let m = Map::from_fields((0..n).rev().map(|i| (format!("{i:06}"), Value::from(i))).collect());
    assert!(
        m.len() == n && m.iter().enumerate().all(|(i, (k, v))| *k == format!("{i:06}") && v.as_u64() == Some(i as u64))
    );
}

/// Each accessor answers as serde_json's, on every value in `TEXTS`.
#[test]
fn the_accessors_answer_as_serde_jsons() {
    fn walk(ours: &Value, theirs: &serde_json::Value) {
        assert_eq!(ours.is_null(), theirs.is_null());
        assert_eq!(ours.is_object(), theirs.is_object());
        assert_eq!(ours.as_bool(), theirs.as_bool());
        assert_eq!(ours.as_u64(), theirs.as_u64(), "{theirs}");
        assert_eq!(ours.as_i64(), theirs.as_i64(), "{theirs}");
        assert_eq!(ours.as_f64(), theirs.as_f64(), "{theirs}");
        assert_eq!(ours.as_str(), theirs.as_str());
        assert_eq!(ours.as_number().map(Number::is_f64), theirs.as_number().map(serde_json::Number::is_f64));
        assert_eq!(ours.as_array().map(Vec::len), theirs.as_array().map(Vec::len));
        assert_eq!(ours.as_object().map(Map::len), theirs.as_object().map(serde_json::Map::len));
        for key in ["a", "id", "missing", "k", "10"] {
            assert_eq!(ours.get(key).is_some(), theirs.get(key).is_some());
            assert_eq!(serde_json::Value::from(&ours[key]), theirs[key]);
        }
        for i in [0, 1, 99] {
            assert_eq!(serde_json::Value::from(&ours[i]), theirs[i]);
        }
        if let (Some(o), Some(t)) = (ours.as_object(), theirs.as_object()) {
            for ((k, v), (tk, tv)) in o.iter().zip(t) {
                assert_eq!(k, tk);
                walk(v, tv);
            }
        }
        if let (Some(o), Some(t)) = (ours.as_array(), theirs.as_array()) {
            o.iter().zip(t).for_each(|(v, tv)| walk(v, tv));
        }
    }
    for t in TEXTS {
        walk(&from_str(t).unwrap(), &theirs(t));
    }
}

#[test]
fn text_that_is_not_json_is_refused_in_serde_jsons_words() {
    for bad in ["", "{", r#"{"a":01}"#, "[1,]", "tru", "\"\\x\"", "[1] x", "{\"a\" 1}", "nul"] {
        let want = serde_json::from_str::<serde_json::Value>(bad).unwrap_err().to_string();
        assert_eq!(from_str(bad), Err(want.clone()), "{bad:?}");
        assert_eq!(value(bad), Err(want), "{bad:?}");
    }
}

#[test]
fn compact_writes_what_serde_json_writes() {
    for t in TEXTS {
        assert_eq!(compact(&from_str(t).unwrap()), serde_json::to_string(&theirs(t)).unwrap(), "{t}");
    }
}

#[test]
fn value_reads_what_from_str_reads() {
    let good = [
        r#"{"id":"a1","deal":7,"moves":120,"at":1700000000000,"ok":true,"no":false,"x":null}"#,
        r#" { "a" : [ 1 , -2 , 0, -0, 9007199254740992, [], {} ] , "a": "last" } "#,
        r#"{"b":1,"a":2,"c":{"z":0,"y":1},"a":3}"#,
        r#""q\"\\\/\b\f\n\r\t\u0041\u00e9\ud83d\ude00 é""#,
        r#"[1.5, 1e3, 9007199254740993, -9223372036854775808]"#,
    ];
    for t in good {
        assert_eq!(value(t).unwrap(), from_str(t).unwrap(), "{t}");
        assert_eq!(serde_json::Value::from(value(t).unwrap()), theirs(t), "{t}");
    }
    for bad in
        [r#"{"a":01}"#, r#"{"a":1,}"#, "[1 2]", r#""\ud83d""#, "\"a\u{1}\"", r#""\x""#, "tru", "-", "[1]x", "", "[-]"]
    {
        assert!(value(bad).is_err(), "{bad:?}");
    }
}
