//! The REST API v10 routes.

use axum::Router;
use axum::routing::{get, post, put};

use crate::http_io::App;

mod app;
pub(crate) mod channels;
mod interactions;
mod messages;

/// Every route under `/api/v10`.
pub(crate) fn routes() -> Router<App> {
    Router::new()
        .route("/gateway", get(app::gateway))
        .route("/gateway/bot", get(app::gateway_bot))
        .route("/users/@me", get(app::me))
        .route("/users/@me/channels", post(channels::open_dm))
        .route("/users/{user}", get(app::user))
        .route("/oauth2/applications/@me", get(app::application))
        .route("/applications/@me", get(app::application))
        .route(
            "/applications/{app}/commands",
            get(app::list_global)
                .put(app::put_global)
                .post(app::post_global),
        )
        .route(
            "/applications/{app}/guilds/{guild}/commands",
            get(app::list_guild)
                .put(app::put_guild)
                .post(app::post_guild),
        )
        .route("/guilds/{guild}", get(app::guild))
        .route("/guilds/{guild}/channels", get(app::guild_channels))
        .route("/guilds/{guild}/threads/active", get(app::active_threads))
        .route("/guilds/{guild}/members/{user}", get(app::member))
        .route(
            "/interactions/{id}/{token}/callback",
            post(interactions::callback),
        )
        .route("/webhooks/{app}/{token}", post(interactions::followup))
        .route(
            "/webhooks/{app}/{token}/messages/{message}",
            get(interactions::get_message)
                .patch(interactions::edit_message)
                .delete(interactions::delete_message),
        )
        .route(
            "/channels/{channel}",
            get(channels::get_channel).patch(channels::edit_channel),
        )
        .route(
            "/channels/{channel}/messages",
            get(channels::list_messages).post(channels::create_message),
        )
        .route(
            "/channels/{channel}/messages/{message}",
            get(channels::get_message)
                .patch(channels::edit_message)
                .delete(channels::delete_message),
        )
        .route(
            "/channels/{channel}/messages/{message}/threads",
            post(channels::thread_from_message),
        )
        .route(
            "/channels/{channel}/threads",
            post(channels::thread_without_message),
        )
        .route("/channels/{channel}/typing", post(channels::typing))
        .route(
            "/channels/{channel}/thread-members/@me",
            put(channels::join_thread),
        )
        .route(
            "/channels/{channel}/messages/{message}/reactions/{emoji}/@me",
            put(channels::react).delete(channels::unreact),
        )
}
