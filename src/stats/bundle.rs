//! The journal's records as the store holds them (issue 46 item 2): a
//! write puts its records [`BUNDLE`] to a value, a *bundle*
//! `{"id": key, "records": [record, …]}`, not one value each: in Chromium an
//! IndexedDB put costs some 25-35 µs of the page's own thread whatever the
//! value, so 100,000 records put one a value took 5-7 s and a hundred a
//! value 0.6-1 s (docs/benchmarks.md). A write of one record (a game
//! finished) puts it as it is, keyed by its id, as every build before did;
//! a store holds both forms and reads back the same journal either way.
//!
//! A bundle's key holds a space, which no record's id does
//! (`record::valid_id`): its first record's id, `+` and how many records it
//! holds, and a hash of their ids (`a1 +100 0123456789abcdef`), so writing
//! the same records again (a retry) replaces the same bundle, and two
//! different bundles never share a key. A record in two values (a bundle
//! and a game written again by another tab) counts once: the journal
//! takes a record only when its id is new.

use crate::json::Value;

use super::migrate::fnv1a;
use super::record::Record;

/// The most records in one of the store's values.
pub const BUNDLE: usize = 100;

/// The store's values for these records, as (key, JSON text): a bundle a
/// [`BUNDLE`] of them; a lone record as it is.
pub fn values(records: &[Record]) -> Vec<(String, String)> {
    records
        .chunks(BUNDLE)
        .map(|c| match c {
            [one] => (one.id().to_string(), one.to_json()),
            _ => {
                let key = key(c);
                let texts: Vec<String> = c.iter().map(Record::to_json).collect();
                let text = format!(
                    "{{\"id\":{},\"records\":[{}]}}",
                    crate::json::compact(&Value::from(key.as_str())),
                    texts.join(",")
                );
                (key, text)
            }
        })
        .collect()
}

/// A bundle's key: its first record's id, how many, a hash of their ids.
fn key(records: &[Record]) -> String {
    let ids: Vec<&str> = records.iter().map(Record::id).collect();
    let first = ids.first().copied().unwrap_or_default();
    format!("{first} +{} {:016x}", ids.len(), fnv1a(ids.join("\n").as_bytes()))
}

/// How many records the store's value under `key` holds, as its key says
/// (a bundle's count, at most 10,000; else one): what a read asks for.
pub fn count(key: &str) -> usize {
    let n = key.split_once(" +").and_then(|(_, rest)| rest.split(' ').next()?.parse::<usize>().ok());
    n.map_or(1, |n| n.clamp(1, 10_000))
}

/// The records in one of the store's values: a bundle's (an object whose
/// `id` holds a space and whose `records` is an array), each; any other
/// value is one record (or a damaged one, named by the record's reader).
/// `Err`: a bundle whose `records` is not an array, named.
pub fn unpack(mut v: Value) -> Result<Vec<Value>, String> {
    let bundle = v.get("id").and_then(Value::as_str).is_some_and(|id| id.contains(' ')) && v.get("records").is_some();
    if !bundle {
        return Ok(vec![v]);
    }
    match v.get_mut("records").map(Value::take) {
        Some(Value::Array(records)) => Ok(records),
        _ => {
            let id = v.get("id").and_then(Value::as_str).unwrap_or_default();
            Err(format!("the store's value `{}` is damaged (`records`)", crate::text::clip(id, 40)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(n: usize) -> Vec<Record> {
        (0..n)
            .map(|i| {
                let t = format!(
                    r#"{{"id":"g{i}","game":"beeswax","variant":"beeswax","deal":{},"result":"won","moves":9,"ms":1000,"at":{},"v":1}}"#,
                    i + 1,
                    1_600_000_000_000_u64 + i as u64
                );
                Record::from_json(&t).unwrap()
            })
            .collect()
    }

    #[test]
    fn records_go_a_hundred_to_a_value_and_a_lone_one_as_it_is() {
        let records = games(2 * BUNDLE + 1);
        let v = values(&records);
        assert_eq!(v.len(), 3);
        assert_eq!(v[2], ("g200".to_string(), records[200].to_json()), "the last one alone, as it is");
        let (key, text) = &v[0];
        assert!(key.starts_with("g0 +100 ") && key.contains(' ') && count(key) == 100, "{key}");
        let back = unpack(crate::json::value(text).unwrap()).unwrap();
        let back: Vec<Record> = back.iter().map(|v| Record::from_value(v).unwrap()).collect();
        assert_eq!(back, records[..BUNDLE]);
        // The same records again: the same key (a retry replaces its bundle).
        assert_eq!(values(&records)[0].0, *key);
        assert_ne!(values(&records[1..])[0].0, *key);
        assert_eq!(count("g7"), 1);
        assert_eq!(count("g7 +99999999 00"), 10_000);
    }

    #[test]
    fn a_record_is_one_value_and_a_damaged_bundle_is_named() {
        let one = crate::json::value(&games(1)[0].to_json()).unwrap();
        assert_eq!(unpack(one.clone()), Ok(vec![one]));
        let bad = crate::json::value(r#"{"id":"g0 +2 00","records":{"a":1}}"#).unwrap();
        assert_eq!(unpack(bad), Err("the store's value `g0 +2 00` is damaged (`records`)".into()));
        // A record with a field `records` of its own (a newer Swarm's) is a record.
        let rec = crate::json::value(r#"{"id":"g0","records":[1]}"#).unwrap();
        assert_eq!(unpack(rec.clone()), Ok(vec![rec]));
    }
}
