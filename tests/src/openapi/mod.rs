//! Discord's own OpenAPI specification (vendored in `tests/discord-api-spec/`) as a checker
//! of every request the bot sends: the route and method must be an operation of the
//! specification, the path and query parameters must fit their schemas, and the JSON body
//! (or the `payload_json` of a multipart body) must validate against the operation's request
//! schema, with the `jsonschema` crate. What the specification cannot say is checked by
//! [`crate::validate`] after this.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::Validator;
use serde_json::{Map, Value, json};

use crate::validate::Problem;

mod explain;
mod formats;
mod habits;
#[cfg(test)]
mod tests;

/// The specification, as published by Discord (see `discord-api-spec/README.md`).
const SPEC: &str = include_str!("../../discord-api-spec/openapi.json");

/// What a request looks like to the checker.
#[derive(Debug)]
pub(crate) struct Request<'a> {
    /// `GET`, `POST`, …
    pub(crate) method: &'a str,
    /// The path below `/api/v10`, still percent-encoded (`/channels/1/messages`).
    pub(crate) path: &'a str,
    /// The query string without `?`, if any.
    pub(crate) query: Option<&'a str>,
    /// The JSON body (`payload_json` of a multipart body); `None` when there is no body.
    pub(crate) json: Option<&'a Value>,
    /// The names of a multipart body's file parts (`files[0]`, …); `None` for a JSON body.
    pub(crate) file_parts: Option<Vec<String>>,
}

/// The operation a request was matched to.
#[derive(Clone, Debug)]
pub(crate) struct Matched {
    /// The method, upper case.
    pub(crate) method: String,
    /// The specification's `operationId` (`create_message`).
    pub(crate) operation: String,
    /// The path template (`/channels/{channel_id}/messages`).
    pub(crate) template: String,
}

/// One path of the specification, split into segments.
struct Route {
    template: String,
    segments: Vec<Segment>,
}

/// A path's parameters by name (`channel_id` → `123`).
type Params = Vec<(String, String)>;

enum Segment {
    Literal(String),
    Param(String),
}

/// The loaded specification with its compiled schemas.
pub(crate) struct Spec {
    doc: Value,
    /// The specification's `components`, beside every compiled schema.
    components: Value,
    routes: Vec<Route>,
    compiled: Mutex<HashMap<String, Arc<Validator>>>,
}

/// The specification, loaded once per process.
pub(crate) fn spec() -> &'static Spec {
    static SPEC_ONCE: OnceLock<Spec> = OnceLock::new();
    SPEC_ONCE.get_or_init(|| Spec::parse(SPEC))
}

/// Where [`record`] writes, if anywhere: the file named by `FAKE_DISCORD_SPEC_LOG`.
const SPEC_LOG_VAR: &str = "FAKE_DISCORD_SPEC_LOG";

/// Appends `METHOD template operationId` of a checked request to the file named by
/// [`SPEC_LOG_VAR`], when it is set: how the README's figure of requests and routes the whole
/// test suite sends through the checker is counted (every test process appends).
pub(crate) fn record(m: &Matched) {
    let Some(path) = std::env::var_os(SPEC_LOG_VAR) else {
        return;
    };
    let line = format!("{} {} {}\n", m.method, m.template, m.operation);
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .and_then(|mut f| std::io::Write::write_all(&mut f, line.as_bytes()));
    if let Err(e) = written {
        tracing::warn!(error = %e, "cannot append to {}", std::path::Path::new(&path).display());
    }
}

/// `true` if `s` is one of the specification's HTTP methods of an operation.
fn is_method(s: &str) -> bool {
    matches!(
        s,
        "get" | "put" | "post" | "delete" | "patch" | "head" | "options" | "trace"
    )
}

/// A JSON pointer token (`/` and `~` escaped).
fn pointer_token(s: &str) -> String {
    s.replace('~', "~0").replace('/', "~1")
}

impl Spec {
    fn parse(text: &str) -> Spec {
        let doc: Value = serde_json::from_str(text).expect("the vendored OpenAPI file is JSON");
        let routes = doc["paths"]
            .as_object()
            .expect("the specification has paths")
            .keys()
            .map(|t| Route {
                template: t.clone(),
                segments: t
                    .trim_start_matches('/')
                    .split('/')
                    .map(
                        |s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                            Some(name) => Segment::Param(name.to_owned()),
                            None => Segment::Literal(s.to_owned()),
                        },
                    )
                    .collect(),
            })
            .collect();
        Spec {
            components: formats::with_integer_bounds(&doc["components"]),
            doc,
            routes,
            compiled: Mutex::new(HashMap::new()),
        }
    }

    /// The route a path takes, with its parameters: where a literal segment (`@original`)
    /// and a parameter (`{message_id}`) both match, the literal wins, as on Discord.
    fn route(&self, segments: &[String]) -> Option<(&Route, Params)> {
        let mut best: Option<(&Route, Params, usize)> = None;
        for r in &self.routes {
            if r.segments.len() != segments.len() {
                continue;
            }
            let mut params = Vec::new();
            let mut literals = 0;
            let fits = r.segments.iter().zip(segments).all(|(s, raw)| match s {
                Segment::Literal(l) => {
                    literals += 1;
                    l == raw
                }
                Segment::Param(name) => {
                    params.push((name.clone(), raw.clone()));
                    !raw.is_empty()
                }
            });
            if fits && best.as_ref().is_none_or(|b| literals > b.2) {
                best = Some((r, params, literals));
            }
        }
        best.map(|(r, p, _)| (r, p))
    }

    /// The compiled schema at `pointer` (a JSON pointer into the specification), with the
    /// specification's `components` beside it so that its `$ref`s resolve.
    fn validator(&self, pointer: &str) -> Result<Arc<Validator>, Problem> {
        if let Some(v) = self.lock().get(pointer) {
            return Ok(v.clone());
        }
        let Some(schema) = self.doc.pointer(pointer) else {
            return Err(bug(format!("no schema at {pointer}")));
        };
        let mut root = match schema {
            Value::Object(o) => o.clone(),
            other => Map::from_iter([("allOf".to_owned(), json!([other]))]),
        };
        root.insert("components".to_owned(), self.reachable(schema));
        let compiled = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .should_validate_formats(true)
            .build(&Value::Object(root))
            .map_err(|e| bug(format!("the schema at {pointer} does not compile: {e}")))?;
        let compiled = Arc::new(compiled);
        self.lock().insert(pointer.to_owned(), compiled.clone());
        Ok(compiled)
    }

    /// The part of `components` that `schema` reaches through `$ref`s, at the same places:
    /// compiling a schema with only that beside it takes a fraction of a millisecond instead
    /// of the ~25 ms that the whole of `components` (1 MB) takes.
    fn reachable(&self, schema: &Value) -> Value {
        let mut out = json!({});
        let mut seen = std::collections::HashSet::new();
        let mut todo = vec![schema.clone()];
        while let Some(v) = todo.pop() {
            let mut refs = Vec::new();
            collect_refs(&v, &mut refs);
            for r in refs {
                let Some(at) = r.strip_prefix("#/components") else {
                    continue;
                };
                if !seen.insert(at.to_owned()) {
                    continue;
                }
                let Some(target) = self.components.pointer(at) else {
                    continue;
                };
                let mut slot = &mut out;
                for token in at.trim_start_matches('/').split('/') {
                    let key = token.replace("~1", "/").replace("~0", "~");
                    slot = &mut slot[key];
                }
                *slot = target.clone();
                todo.push(target.clone());
            }
        }
        out
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Validator>>> {
        self.compiled
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Checks `req` against the specification; the operation it is.
    pub(crate) fn check(&self, req: &Request<'_>) -> Result<Matched, Problem> {
        let segments: Vec<String> = req
            .path
            .trim_start_matches('/')
            .split('/')
            .map(|s| {
                percent_encoding::percent_decode_str(s)
                    .decode_utf8_lossy()
                    .into_owned()
            })
            .collect();
        let Some((route, params)) = self.route(&segments) else {
            return Err(Problem::new(404, 0, "404: Not Found").detail(format!(
                "unknown route: {} /api/v10{} (not a route of Discord's API specification)",
                req.method, req.path
            )));
        };
        let method = req.method.to_ascii_lowercase();
        let path_item = &self.doc["paths"][&route.template];
        let Some(op) = path_item.get(&method).filter(|_| is_method(&method)) else {
            return Err(
                Problem::new(405, 0, "405: Method Not Allowed").detail(format!(
                    "method not allowed: {} /api/v10{} ({} has no such operation in Discord's API specification)",
                    req.method, req.path, route.template
                )),
            );
        };
        let operation = op["operationId"].as_str().unwrap_or("?").to_owned();
        let base = format!("/paths/{}", pointer_token(&route.template));
        let matched = Matched {
            method: req.method.to_ascii_uppercase(),
            operation,
            template: route.template.clone(),
        };
        self.check_params(req, &base, &method, &params, &matched)?;
        self.check_body(req, &format!("{base}/{method}"), op, &matched)?;
        Ok(matched)
    }

    /// The parameters of the operation (path-level first, then the operation's own), with
    /// the JSON pointer of each one's schema.
    fn parameters(&self, base: &str, method: &str) -> Vec<(Value, String)> {
        let mut out = Vec::new();
        for (at, list) in [
            (
                base.to_owned(),
                self.doc.pointer(&format!("{base}/parameters")),
            ),
            (
                format!("{base}/{method}"),
                self.doc.pointer(&format!("{base}/{method}/parameters")),
            ),
        ] {
            for (i, p) in list
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .enumerate()
            {
                out.push((p.clone(), format!("{at}/parameters/{i}/schema")));
            }
        }
        out
    }

    fn check_params(
        &self,
        req: &Request<'_>,
        base: &str,
        method: &str,
        path_values: &[(String, String)],
        m: &Matched,
    ) -> Result<(), Problem> {
        let declared = self.parameters(base, method);
        let query: Vec<(String, String)> = req
            .query
            .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
            .unwrap_or_default();
        for (name, _) in &query {
            let known = declared
                .iter()
                .any(|(p, _)| p["in"] == "query" && p["name"] == name.as_str());
            if !known {
                return Err(Problem::form(
                    name,
                    "QUERY_PARAMETER_UNKNOWN",
                    "Unknown query parameter.",
                )
                .detail(format!(
                    "{} ({}): query parameter {name:?} is not in Discord's API specification",
                    m.template, m.operation
                )));
            }
        }
        for (p, pointer) in &declared {
            let name = p["name"].as_str().unwrap_or("");
            let given = match p["in"].as_str() {
                Some("path") => path_values.iter().find(|(n, _)| n == name).map(|(_, v)| v),
                Some("query") => query.iter().find(|(n, _)| n == name).map(|(_, v)| v),
                _ => continue,
            };
            let Some(raw) = given else {
                if p["required"] == true {
                    return Err(Problem::form(
                        name,
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    )
                    .detail(format!(
                        "{} ({}): the required parameter {name} is missing",
                        m.template, m.operation
                    )));
                }
                continue;
            };
            let validator = self.validator(pointer)?;
            let value = typed_parameter(&validator, raw);
            if let Some(e) = validator.iter_errors(&value).next() {
                let (path, message, code) = explain::error(&e);
                let where_ = if path.is_empty() {
                    name.to_owned()
                } else {
                    format!("{name}.{path}")
                };
                return Err(Problem::form(&where_, code, &message).detail(format!(
                    "{} ({}): parameter {where_} = {raw:?}: {message}",
                    m.template, m.operation
                )));
            }
        }
        Ok(())
    }

    fn check_body(
        &self,
        req: &Request<'_>,
        at: &str,
        op: &Value,
        m: &Matched,
    ) -> Result<(), Problem> {
        let Some(body) = op.get("requestBody") else {
            if req.json.is_some_and(|j| !j.is_null()) || req.file_parts.is_some() {
                return Err(Problem::form(
                    "_root",
                    "BODY_NOT_EXPECTED",
                    "This operation takes no body.",
                )
                .detail(format!(
                    "{} ({}) takes no body in Discord's API specification, and one was sent",
                    m.template, m.operation
                )));
            }
            return Ok(());
        };
        let Some(json) = req.json.filter(|j| !j.is_null()) else {
            if body["required"] == true {
                return Err(
                    Problem::form("_root", "BASE_TYPE_REQUIRED", "This field is required").detail(
                        format!(
                            "{} ({}): the specification requires a body, and none was sent",
                            m.template, m.operation
                        ),
                    ),
                );
            }
            return Ok(());
        };
        if let Some(parts) = &req.file_parts {
            let Some(form) = body["content"].get("multipart/form-data") else {
                return Err(Problem::form(
                    "_root",
                    "MULTIPART_NOT_ACCEPTED",
                    "This operation takes no files.",
                )
                .detail(format!(
                    "{} ({}) takes no multipart body in Discord's API specification",
                    m.template, m.operation
                )));
            };
            let mut allowed = file_part_names(&form["schema"]);
            if allowed.is_empty() {
                // The specification takes multipart here but names no file parts (so for
                // execute_webhook and the interaction callback): Discord's documentation
                // ("Uploading Files") decides, `files[0]` to `files[9]`.
                allowed = (0..10).map(|n| format!("files[{n}]")).collect();
            }
            if let Some(bad) = parts.iter().find(|p| !allowed.contains(p)) {
                return Err(Problem::form(
                    "_root",
                    "MULTIPART_INVALID",
                    "Invalid multipart body.",
                )
                .detail(format!(
                    "{} ({}): a multipart part named {bad:?}; the specification names the files {}",
                    m.template,
                    m.operation,
                    allowed.join(", ")
                )));
            }
        }
        if body["content"].get("application/json").is_none() {
            return Err(bug(format!("{} has no JSON request schema", m.operation)));
        }
        let json = habits::normalised(json);
        let validator = self.validator(&format!(
            "{at}/requestBody/content/application~1json/schema"
        ))?;
        if let Some(e) = validator.iter_errors(&json).next() {
            let (path, message, code) = explain::error(&e);
            let where_ = if path.is_empty() {
                "_root".to_owned()
            } else {
                path
            };
            return Err(Problem::form(&where_, code, &message).detail(format!(
                "{} ({}): body at {where_}: {message}",
                m.template, m.operation
            )));
        }
        Ok(())
    }
}

/// A path or query value as the JSON its schema wants: a number, a boolean, or the string.
fn typed_parameter(validator: &Validator, raw: &str) -> Value {
    let text = Value::String(raw.to_owned());
    if validator.is_valid(&text) {
        return text;
    }
    if let Ok(n) = raw.parse::<i64>() {
        return json!(n);
    }
    if let Ok(f) = raw.parse::<f64>() {
        return json!(f);
    }
    match raw {
        "true" => json!(true),
        "false" => json!(false),
        _ => text,
    }
}

/// Every `$ref` in `v`.
fn collect_refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                match (k.as_str(), x) {
                    ("$ref", Value::String(r)) => out.push(r.clone()),
                    _ => collect_refs(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| collect_refs(x, out)),
        _ => {}
    }
}

/// The file part names a multipart schema lists (`files[0]` … `files[9]`).
fn file_part_names(schema: &Value) -> Vec<String> {
    let mut names = Vec::new();
    let mut stack = vec![schema];
    while let Some(s) = stack.pop() {
        if let Some(props) = s.get("properties").and_then(Value::as_object) {
            for (name, p) in props {
                if p.get("contentEncoding").is_some() {
                    names.push(name.clone());
                }
            }
        }
        for key in ["allOf", "anyOf", "oneOf"] {
            stack.extend(s.get(key).and_then(Value::as_array).into_iter().flatten());
        }
    }
    names.sort();
    names
}

/// A failure of the checker itself (a broken specification file), not of the bot.
fn bug(what: String) -> Problem {
    Problem::new(500, 0, "500: Internal Server Error").detail(format!("fake bug: {what}"))
}
