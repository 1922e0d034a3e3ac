//! What every handler uses: the shared state as handlers get it, the request line for
//! violation texts, Discord-shaped error answers, snowflake path segments, and reading a
//! body the way Discord does (JSON, or multipart with `payload_json` and `files[n]`).

use std::sync::Arc;

use axum::extract::{FromRequest, Multipart, Request};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::state::{Inner, Shared};
use crate::validate::{FilePart, Problem};

/// The state handlers get.
pub(crate) type App = Arc<Shared>;

/// `METHOD /path` of the request being served, for violation texts.
#[derive(Clone, Debug)]
pub(crate) struct ReqLine(pub(crate) String);

/// A Discord error answer.
#[derive(Debug)]
pub(crate) struct ApiError(pub(crate) Problem);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let p = self.0;
        let mut body = json!({"message": p.message, "code": p.code});
        if let Some(errors) = p.errors {
            body["errors"] = errors;
        }
        let status = StatusCode::from_u16(p.status).unwrap_or(StatusCode::BAD_REQUEST);
        (status, axum::Json(body)).into_response()
    }
}

/// Records `p` as a violation of the request `line` and answers it.
pub(crate) fn refuse(g: &mut Inner, line: &ReqLine, p: Problem) -> ApiError {
    g.violation(format!("{}: {}", line.0, p.detail));
    ApiError(p)
}

/// A path segment that must be a snowflake.
pub(crate) fn snowflake(g: &mut Inner, line: &ReqLine, raw: &str) -> Result<u64, ApiError> {
    raw.parse().map_err(|_| {
        refuse(
            g,
            line,
            Problem::form(
                "id",
                "NUMBER_TYPE_COERCE",
                &format!("Value \"{raw}\" is not snowflake."),
            ),
        )
    })
}

/// A request body: JSON, or multipart with `payload_json` and `files[n]` parts.
pub(crate) struct Body {
    /// The JSON (`payload_json` of a multipart body; `null` for an empty body).
    pub(crate) json: Value,
    /// The file parts.
    pub(crate) files: Vec<FilePart>,
}

/// Reads a body the way Discord does.
pub(crate) async fn read_body(req: Request) -> Result<Body, Problem> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    if content_type.starts_with("multipart/form-data") {
        return read_multipart(req).await;
    }
    let bytes = axum::body::to_bytes(req.into_body(), usize::MAX)
        .await
        .map_err(|e| {
            Problem::new(400, 50109, "The request body contains invalid JSON.")
                .detail(format!("unreadable body: {e}"))
        })?;
    if bytes.is_empty() {
        return Ok(Body {
            json: Value::Null,
            files: Vec::new(),
        });
    }
    if !content_type.starts_with("application/json") {
        return Err(
            Problem::new(400, 50109, "The request body contains invalid JSON.")
                .detail(format!("a body with content type {content_type:?}")),
        );
    }
    let json = serde_json::from_slice(&bytes).map_err(|e| {
        Problem::new(400, 50109, "The request body contains invalid JSON.")
            .detail(format!("invalid JSON body: {e}"))
    })?;
    Ok(Body {
        json,
        files: Vec::new(),
    })
}

async fn read_multipart(req: Request) -> Result<Body, Problem> {
    let bad = |what: String| {
        Problem::form("_root", "MULTIPART_INVALID", "Invalid multipart body.").detail(what)
    };
    let mut form = Multipart::from_request(req, &())
        .await
        .map_err(|e| bad(format!("malformed multipart body: {e}")))?;
    let mut json = None;
    let mut files = Vec::new();
    loop {
        let field = match form.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => return Err(bad(format!("malformed multipart body: {e}"))),
        };
        let name = field.name().unwrap_or("").to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let data = field
            .bytes()
            .await
            .map_err(|e| bad(format!("malformed multipart part {name}: {e}")))?;
        if name == "payload_json" {
            let parsed = serde_json::from_slice(&data).map_err(|e| {
                Problem::new(400, 50109, "The request body contains invalid JSON.")
                    .detail(format!("invalid payload_json: {e}"))
            })?;
            json = Some(parsed);
            continue;
        }
        let index = if name == "file" {
            None
        } else if let Some(n) = name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            Some(
                n.parse()
                    .map_err(|_| bad(format!("multipart part named {name:?}")))?,
            )
        } else {
            return Err(bad(format!("unexpected multipart part named {name:?}")));
        };
        let filename =
            filename.ok_or_else(|| bad(format!("file part {name} without a file name")))?;
        files.push(FilePart {
            index,
            filename,
            content_type,
            data: data.to_vec(),
        });
    }
    Ok(Body {
        json: json.unwrap_or_else(|| json!({})),
        files,
    })
}
