//! OpenAPI's integer formats as bounds. JSON Schema validates `format` only on strings, but
//! the OpenAPI Specification (3.1, "Data Types") defines `int32` as a signed 32-bit and
//! `int64` as a signed 64-bit integer: Discord's specification relies on that for its
//! flags, counts and enum values (444 fields are `int32`). Where a schema gives no tighter
//! bound, the format's range is added as `minimum`/`maximum`.

use serde_json::{Value, json};

/// `v` with every integer `format` turned into `minimum` and `maximum`.
pub(crate) fn with_integer_bounds(v: &Value) -> Value {
    match v {
        Value::Object(o) => {
            let mut out: serde_json::Map<String, Value> = o
                .iter()
                .map(|(k, v)| (k.clone(), with_integer_bounds(v)))
                .collect();
            let range = match o.get("format").and_then(Value::as_str) {
                Some("int32") => Some((i64::from(i32::MIN), i64::from(i32::MAX))),
                Some("int64") => Some((i64::MIN, i64::MAX)),
                _ => None,
            };
            if let Some((min, max)) = range {
                out.entry("minimum").or_insert(json!(min));
                out.entry("maximum").or_insert(json!(max));
            }
            Value::Object(out)
        }
        Value::Array(a) => Value::Array(a.iter().map(with_integer_bounds).collect()),
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int32_gets_its_range_and_tighter_bounds_stay() {
        let s = json!({"a": {"type": "integer", "format": "int32"},
                       "b": {"type": "integer", "format": "int32", "minimum": 0}});
        let b = with_integer_bounds(&s);
        assert_eq!(b["a"]["maximum"], json!(2_147_483_647));
        assert_eq!(b["a"]["minimum"], json!(-2_147_483_648_i64));
        assert_eq!(b["b"]["minimum"], json!(0));
    }
}
