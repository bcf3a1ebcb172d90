module.exports = "/static/file-stub";
