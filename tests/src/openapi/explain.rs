//! One readable line for a schema failure: where in the body (Discord's dotted form,
//! `0.options.1.max_value`), what the specification says, and Discord's error code for it.
//!
//! A body that fails a `oneOf` or `anyOf` (Discord's unions: option types, components,
//! callback types) is explained by the branch it was meant for: the one whose discriminator
//! (`type` and other `const`/`enum` fields, the JSON type itself) it fits, so that a
//! `max_value` out of range reads as that, not as "matches none of eleven option types".

use jsonschema::ValidationError;
use jsonschema::error::ValidationErrorKind as Kind;

/// `(path, message, code)` of the failure `e` stands for.
pub(crate) fn error(e: &ValidationError<'_>) -> (String, String, &'static str) {
    let path = dotted(e.instance_path().as_str());
    if let Kind::OneOfNotValid { context } | Kind::AnyOf { context } = e.kind() {
        if let Some(inner) = meant_branch(e, context) {
            return error(inner);
        }
        if let Some(values) = constants(context) {
            let message = format!(
                "{} is not one of {values} (schema {})",
                e.instance(),
                e.schema_path()
            );
            return (path, message, "BASE_TYPE_CHOICES");
        }
    }
    let code = match e.kind() {
        Kind::Maximum { .. } | Kind::ExclusiveMaximum { .. } => "NUMBER_TYPE_MAX",
        Kind::Minimum { .. } | Kind::ExclusiveMinimum { .. } => "NUMBER_TYPE_MIN",
        Kind::MaxLength { .. } | Kind::MaxItems { .. } | Kind::MaxProperties { .. } => {
            "BASE_TYPE_MAX_LENGTH"
        }
        Kind::MinLength { .. } | Kind::MinItems { .. } | Kind::MinProperties { .. } => {
            "BASE_TYPE_MIN_LENGTH"
        }
        Kind::Enum { .. } | Kind::Constant { .. } => "BASE_TYPE_CHOICES",
        Kind::Required { .. } => "BASE_TYPE_REQUIRED",
        Kind::Type { .. } => "BASE_TYPE_BAD_TYPE",
        Kind::Pattern { .. } | Kind::Format { .. } => "BASE_TYPE_INVALID",
        _ => "SCHEMA_INVALID",
    };
    let count = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => s.chars().count(),
        serde_json::Value::Array(a) => a.len(),
        serde_json::Value::Object(o) => o.len(),
        _ => 0,
    };
    let mut message = match e.kind() {
        Kind::MaxLength { limit } | Kind::MaxItems { limit } | Kind::MaxProperties { limit } => {
            format!(
                "{} long, more than the {limit} allowed",
                count(e.instance())
            )
        }
        Kind::MinLength { limit } | Kind::MinItems { limit } | Kind::MinProperties { limit } => {
            format!(
                "{} long, fewer than the {limit} needed",
                count(e.instance())
            )
        }
        _ => e.to_string(),
    };
    if message.chars().count() > 300 {
        message = message.chars().take(300).collect::<String>() + "…";
    }
    (
        path,
        format!("{message} (schema {})", e.schema_path()),
        code,
    )
}

/// The allowed values of a union of constants (Discord's enums: button styles, callback
/// types), if every branch failed for being another constant.
fn constants(context: &[Vec<ValidationError<'static>>]) -> Option<String> {
    let mut values = Vec::new();
    for branch in context {
        match branch.as_slice() {
            [one] => match one.kind() {
                Kind::Constant { expected_value } => values.push(expected_value.to_string()),
                _ => return None,
            },
            _ => return None,
        }
    }
    (!values.is_empty()).then(|| values.join(", "))
}

/// The branch of a failed union that the value was meant for, if exactly that can be told:
/// the first branch none of whose failures is about what tells the branches apart.
fn meant_branch<'e>(
    union: &ValidationError<'_>,
    context: &'e [Vec<ValidationError<'static>>],
) -> Option<&'e ValidationError<'static>> {
    let at = union.instance_path().as_str();
    let depth = at.matches('/').count();
    let off = |e: &ValidationError<'_>| {
        let p = e.instance_path().as_str();
        let d = p.matches('/').count();
        match e.kind() {
            Kind::Type { .. } | Kind::FalseSchema => p == at,
            Kind::Enum { .. } | Kind::Constant { .. } => d <= depth + 1,
            _ => false,
        }
    };
    context
        .iter()
        .find(|branch| !branch.is_empty() && !branch.iter().any(off))
        .and_then(|branch| branch.first())
}

/// `/0/options/1/max_value` as Discord writes it: `0.options.1.max_value`.
fn dotted(pointer: &str) -> String {
    pointer
        .trim_start_matches('/')
        .split('/')
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect::<Vec<_>>()
        .join(".")
}
