//! A fake Discord on 127.0.0.1 for end-to-end tests of the bot.
