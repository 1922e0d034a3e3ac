//! A PostgreSQL connection string (DSN) read exactly as tokio-postgres reads it, in both of
//! its forms — a URL (`postgres://user:password@host:port/db?key=value&...`) and key=value
//! words (`host=h user=u password='se cret'`) — keeping where each piece is in the text.
//! From it: the text with every password hidden (for logs and errors), the TLS mode asked
//! for (`sslmode`, `sslrootcert`), and the text handed to tokio-postgres, which knows
//! neither `verify-ca`/`verify-full` nor `sslrootcert`.

use std::ops::Range;

use percent_encoding::percent_decode_str;

/// What a password is shown as.
pub const HIDDEN: &str = "***";

/// One `key=value` of a DSN (the password of a URL's userinfo counts as one, `password`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The key, percent-decoded in a URL.
    pub key: String,
    /// The value, unquoted and unescaped (percent-decoded in a URL).
    pub value: String,
    /// Where the value's text is (quotes included).
    value_at: Range<usize>,
    /// Where the whole `key=value` is (a URL's query parameter; the userinfo's password).
    whole_at: Range<usize>,
    /// In a URL's query (else the userinfo, or a key=value word).
    in_query: bool,
}

impl Param {
    fn is(&self, key: &str) -> bool {
        self.key.eq_ignore_ascii_case(key)
    }
}

/// A DSN, read.
#[derive(Clone, Debug)]
pub struct Dsn<'a> {
    text: &'a str,
    /// A URL (else key=value words).
    url: bool,
    params: Vec<Param>,
    /// A URL: where its query starts (after the `?`).
    query_at: Option<usize>,
    /// The text cannot be read from here on (tokio-postgres refuses it too): shown hidden.
    broken_at: Option<usize>,
}

/// What becomes of a parameter when the text is written again.
enum Edit {
    Keep,
    Drop,
    Value(String),
}

impl<'a> Dsn<'a> {
    /// Reads `text` the way tokio-postgres does (`postgres://` or `postgresql://` makes a
    /// URL, anything else is key=value words).
    pub fn read(text: &'a str) -> Dsn<'a> {
        let url = ["postgres://", "postgresql://"]
            .iter()
            .find_map(|p| text.strip_prefix(p).map(|_| p.len()));
        match url {
            Some(start) => read_url(text, start),
            None => read_words(text),
        }
    }

    /// The last value given for `key` (as in tokio-postgres, a later one wins).
    pub fn last(&self, key: &str) -> Option<&str> {
        self.params
            .iter()
            .rev()
            .find(|p| p.is(key))
            .map(|p| p.value.as_str())
    }

    /// The text with every password replaced by `***`; a part that cannot be read is
    /// hidden whole.
    pub fn masked(&self) -> String {
        let mut out = self.rewrite(|p| {
            if p.is("password") || p.key == UNREAD_USERINFO {
                Edit::Value(HIDDEN.to_owned())
            } else {
                Edit::Keep
            }
        });
        if self.url {
            // A URL whose `@` comes late: the userinfo then holds what looks like a query.
            // Not a password for tokio-postgres, but surely meant as one.
            out = hide_query_passwords_in_userinfo(&out);
        }
        out
    }

    /// The text for tokio-postgres: `sslrootcert` taken out, `sslmode=verify-ca` and
    /// `verify-full` written `require` (the certificate checks are ours).
    pub fn for_driver(&self) -> String {
        self.rewrite(|p| {
            if p.is("sslrootcert") {
                Edit::Drop
            } else if p.is("sslmode") && p.value.starts_with("verify-") {
                Edit::Value("require".to_owned())
            } else {
                Edit::Keep
            }
        })
    }

    fn rewrite(&self, edit: impl Fn(&Param) -> Edit) -> String {
        let text = self.text;
        let end = self.broken_at.unwrap_or(text.len());
        let mut out = String::new();
        let mut at = 0;
        let mut query: Option<Vec<String>> = None;
        for p in &self.params {
            if p.in_query {
                let q = query.get_or_insert_with(Vec::new);
                match edit(p) {
                    Edit::Keep => q.push(text[p.whole_at.clone()].to_owned()),
                    Edit::Drop => {}
                    Edit::Value(v) => {
                        q.push(format!("{}{v}", &text[p.whole_at.start..p.value_at.start]))
                    }
                }
                continue;
            }
            let span = match edit(p) {
                Edit::Keep => continue,
                Edit::Drop => (p.whole_at.clone(), String::new()),
                Edit::Value(v) => (p.value_at.clone(), v),
            };
            out.push_str(&text[at..span.0.start]);
            out.push_str(&span.1);
            at = span.0.end;
        }
        match (self.query_at, query) {
            (Some(q), Some(params)) => {
                out.push_str(&text[at..q]);
                out.push_str(&params.join("&"));
            }
            _ => out.push_str(&text[at..end]),
        }
        if self.broken_at.is_some() {
            let separator = if self.url { '&' } else { ' ' };
            if !(out.is_empty() || out.ends_with(['?', '&']) || out.ends_with(char::is_whitespace))
            {
                out.push(separator);
            }
            out.push_str(HIDDEN);
        }
        out
    }
}

/// The key of what stands between a URL's first `@` and a later one in its host part
/// (`postgres://u:p@ss@h`: tokio-postgres takes `ss@h` for the host, but `ss` is surely
/// the rest of a password with an `@` not written `%40`): hidden as a password is.
const UNREAD_USERINFO: &str = "(userinfo)";

/// A URL, as tokio-postgres's `UrlParser`: the userinfo runs to the first `@`, the
/// password after its first `:`; the host to `/` or `?`; the query after the next `?`,
/// `&`-separated, keys and values percent-decoded.
fn read_url(text: &str, start: usize) -> Dsn<'_> {
    let mut params = Vec::new();
    let mut at = start;
    if let Some(a) = text[at..].find('@') {
        let creds = at..at + a;
        if let Some(c) = text[creds.clone()].find(':') {
            let value_at = creds.start + c + 1..creds.end;
            params.push(Param {
                key: "password".to_owned(),
                value: percent_decode_str(&text[value_at.clone()])
                    .decode_utf8_lossy()
                    .into_owned(),
                value_at: value_at.clone(),
                whole_at: value_at,
                in_query: false,
            });
        }
        at = creds.end + 1;
        let host_end = text[at..].find(['/', '?']).map_or(text.len(), |i| at + i);
        if let Some(last) = text[at..host_end].rfind('@') {
            let value_at = at..at + last;
            params.push(Param {
                key: UNREAD_USERINFO.to_owned(),
                value: text[value_at.clone()].to_owned(),
                value_at: value_at.clone(),
                whole_at: value_at,
                in_query: false,
            });
        }
    }
    let mut dsn = Dsn {
        text,
        url: true,
        params,
        query_at: None,
        broken_at: None,
    };
    let Some(q) = text[at..].find('?') else {
        return dsn;
    };
    let mut at = at + q + 1;
    dsn.query_at = Some(at);
    while at < text.len() {
        let Some(eq) = text[at..].find('=') else {
            // tokio-postgres: "unterminated parameter".
            dsn.broken_at = Some(at);
            break;
        };
        let key_at = at..at + eq;
        let value_start = key_at.end + 1;
        let value_end = text[value_start..]
            .find('&')
            .map_or(text.len(), |i| value_start + i);
        let decode = |r: Range<usize>| {
            percent_decode_str(&text[r])
                .decode_utf8_lossy()
                .into_owned()
        };
        dsn.params.push(Param {
            key: decode(key_at.clone()),
            value: decode(value_start..value_end),
            value_at: value_start..value_end,
            whole_at: key_at.start..value_end,
            in_query: true,
        });
        at = value_end + 1;
    }
    dsn
}

/// Key=value words, as tokio-postgres's `Parser`: a key runs to whitespace or `=`, spaces
/// may stand around the `=`, a value is a word or `'quoted'`, and `\` escapes the next
/// character in both.
fn read_words(text: &str) -> Dsn<'_> {
    let mut dsn = Dsn {
        text,
        url: false,
        params: Vec::new(),
        query_at: None,
        broken_at: None,
    };
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let pos = |i: usize| chars.get(i).map_or(text.len(), |c| c.0);
    let mut i = 0;
    let skip_ws = |i: &mut usize| {
        while chars.get(*i).is_some_and(|c| c.1.is_whitespace()) {
            *i += 1;
        }
    };
    loop {
        skip_ws(&mut i);
        let key_start = i;
        while chars
            .get(i)
            .is_some_and(|c| !c.1.is_whitespace() && c.1 != '=')
        {
            i += 1;
        }
        if i == key_start {
            if i < chars.len() {
                // A `=` with no key before it.
                dsn.broken_at = Some(pos(key_start));
            }
            return dsn;
        }
        let key = text[pos(key_start)..pos(i)].to_owned();
        skip_ws(&mut i);
        if chars.get(i).map(|c| c.1) != Some('=') {
            dsn.broken_at = Some(pos(key_start));
            return dsn;
        }
        i += 1;
        skip_ws(&mut i);
        let value_start = i;
        let mut value = String::new();
        if chars.get(i).map(|c| c.1) == Some('\'') {
            i += 1;
            loop {
                match chars.get(i).map(|c| c.1) {
                    None => {
                        dsn.broken_at = Some(pos(key_start));
                        return dsn;
                    }
                    Some('\'') => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        if let Some(c) = chars.get(i + 1) {
                            value.push(c.1);
                        }
                        i += 2;
                    }
                    Some(c) => {
                        value.push(c);
                        i += 1;
                    }
                }
            }
        } else {
            while let Some(&(_, c)) = chars.get(i) {
                if c.is_whitespace() {
                    break;
                }
                if c == '\\' {
                    if let Some(n) = chars.get(i + 1) {
                        value.push(n.1);
                    }
                    i += 2;
                } else {
                    value.push(c);
                    i += 1;
                }
            }
            if value.is_empty() {
                // tokio-postgres: "unexpected EOF".
                dsn.broken_at = Some(pos(key_start));
                return dsn;
            }
        }
        let i_end = pos(i.min(chars.len()));
        dsn.params.push(Param {
            key,
            value,
            value_at: pos(value_start)..i_end,
            whole_at: pos(key_start)..i_end,
            in_query: false,
        });
    }
}

/// Hides `password=...` query parameters found before a URL's `@` (where tokio-postgres
/// takes them for part of the user name).
fn hide_query_passwords_in_userinfo(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let Some((creds, host)) = rest.split_once('@') else {
        return url.to_owned();
    };
    let Some((before, query)) = creds.split_once('?') else {
        return url.to_owned();
    };
    let query: Vec<String> = query
        .split('&')
        .map(|kv| match kv.split_once('=') {
            Some((k, v)) if is_password_key(k) => {
                // The part after a `:` is already hidden as the userinfo's password.
                let tail = v.split_once(':').map(|(_, t)| t);
                match tail {
                    Some(t) => format!("{k}={HIDDEN}:{t}"),
                    None => format!("{k}={HIDDEN}"),
                }
            }
            _ => kv.to_owned(),
        })
        .collect();
    format!("{scheme}://{before}?{}@{host}", query.join("&"))
}

fn is_password_key(key: &str) -> bool {
    percent_decode_str(key)
        .decode_utf8_lossy()
        .eq_ignore_ascii_case("password")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn masked(text: &str) -> String {
        Dsn::read(text).masked()
    }

    #[test]
    fn url_passwords_are_hidden_in_the_userinfo_and_the_query() {
        assert_eq!(
            masked("postgres://palace:s3cret@db:5432/palace"),
            "postgres://palace:***@db:5432/palace"
        );
        assert_eq!(
            masked("postgresql://palace@db/palace"),
            "postgresql://palace@db/palace"
        );
        assert_eq!(
            masked("postgres://palace@db/palace?sslmode=require&password=s3cret&dbname=x"),
            "postgres://palace@db/palace?sslmode=require&password=***&dbname=x"
        );
        assert_eq!(
            masked("postgres://db/palace?password=s3cret"),
            "postgres://db/palace?password=***"
        );
        // A percent-encoded key is still the password (tokio-postgres decodes keys).
        assert_eq!(
            masked("postgres://db/p?%70assword=s3cret"),
            "postgres://db/p?%70assword=***"
        );
        // Passwords with `:` or `@` percent-encoded, and both places at once.
        assert_eq!(
            masked("postgres://u:a%3Ab%40c@h/d?password=x%26y"),
            "postgres://u:***@h/d?password=***"
        );
        // An `@` inside the query: everything before it is the userinfo.
        let m = masked("postgres://h/d?password=s3cret@other");
        assert!(!m.contains("s3cret"), "{m}");
        let m = masked("postgres://h/d?password=se:cret@other");
        assert!(!m.contains("=se") && !m.contains("cret"), "{m}");
        // An `@` of the password not written %40.
        assert_eq!(masked("postgres://u:p@ss@h/d"), "postgres://u:***@***@h/d");
        // A query that cannot be read is hidden from there on.
        assert_eq!(
            masked("postgres://h/d?sslmode=require&passwords3cret"),
            "postgres://h/d?sslmode=require&***"
        );
    }

    #[test]
    fn key_value_passwords_are_hidden_quoted_or_not() {
        assert_eq!(
            masked("host=db user=palace password=s3cret dbname=palace"),
            "host=db user=palace password=*** dbname=palace"
        );
        assert_eq!(
            masked("host=db password='se cret' user=palace"),
            "host=db password=*** user=palace"
        );
        assert_eq!(
            masked("password = 'it\\'s se\\\\cret' host=db"),
            "password = *** host=db"
        );
        assert_eq!(masked("password=se\\ cret host=db"), "password=*** host=db");
        assert_eq!(masked("host=db PASSWORD=s3cret"), "host=db PASSWORD=***");
        assert_eq!(masked("host=db\tpassword=s3cret"), "host=db\tpassword=***");
        // Broken text (tokio-postgres refuses it too) is hidden from the broken word on.
        assert_eq!(
            masked("host=db password='unterminated s3cret"),
            "host=db ***"
        );
        assert_eq!(masked("host=db passwords3cret"), "host=db ***");
        assert_eq!(masked("host=db password="), "host=db ***");
        assert_eq!(masked("postgres:/u:s3cret@h"), "***");
        assert_eq!(masked(""), "");
    }

    /// The masker reads what tokio-postgres reads: for texts it accepts, the password it
    /// finds is the one hidden.
    #[test]
    fn the_password_found_is_the_one_tokio_postgres_uses() {
        for text in [
            "postgres://u:pw%20x@h:5432/d",
            "postgres://u@h/d?password=p%26w&sslmode=disable",
            "host=h password='a b\\'c' user=u",
            "host=h password=a\\ b user=u",
            "user = u password = pw host = h",
        ] {
            let config: tokio_postgres::Config = text.parse().unwrap();
            let dsn = Dsn::read(text);
            assert_eq!(
                dsn.last("password").map(str::as_bytes),
                config.get_password(),
                "{text}"
            );
            let hidden = dsn.masked();
            let config: tokio_postgres::Config = hidden.parse().unwrap();
            assert_eq!(config.get_password(), Some(HIDDEN.as_bytes()), "{hidden}");
        }
    }

    #[test]
    fn the_driver_gets_no_sslrootcert_and_require_for_verify() {
        let cases = [
            (
                "postgres://u@h/d?sslmode=verify-full&sslrootcert=/etc/ca.pem",
                "postgres://u@h/d?sslmode=require",
            ),
            (
                "postgres://u@h/d?sslrootcert=%2Fca.pem&sslmode=verify-ca&application_name=x",
                "postgres://u@h/d?sslmode=require&application_name=x",
            ),
            (
                "host=h sslrootcert='/my ca.pem' sslmode=verify-full user=u",
                "host=h  sslmode=require user=u",
            ),
            ("host=h sslmode=disable", "host=h sslmode=disable"),
        ];
        for (text, driver) in cases {
            let dsn = Dsn::read(text);
            assert_eq!(dsn.for_driver(), driver, "{text}");
            driver.parse::<tokio_postgres::Config>().unwrap();
        }
        let dsn = Dsn::read("host=h sslrootcert='/my ca.pem' sslmode=verify-full");
        assert_eq!(dsn.last("sslrootcert"), Some("/my ca.pem"));
        assert_eq!(dsn.last("sslmode"), Some("verify-full"));
        let dsn = Dsn::read("postgres://h/d?sslmode=require&sslmode=disable");
        assert_eq!(dsn.last("sslmode"), Some("disable"));
    }
}
