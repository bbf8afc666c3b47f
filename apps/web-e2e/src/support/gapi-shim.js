/*
 * Test-only stand-in for https://apis.google.com/js/api.js (served by Playwright's context.route,
 * never shipped). Firebase Auth's popup/redirect resolver and the Auth emulator's helper iframe
 * both use gapi.iframes to talk over postMessage; offline, the real script cannot load.
 * It implements just what they use: gapi.load, getContext().open / getParentIframe, and an iframe
 * object with restyle, ping, register, unregister and send. Two details matter:
 * - messages that arrive before register() are queued, then delivered;
 * - callbacks run inside try/catch: the SDK's webStorageSupport callback always throws after it
 *   has done its work (the real gapi swallows that too).
 */
(function () {
  'use strict';
  if (window.gapi && window.gapi.__shim) return;
  var MARK = '__fsGapiShim';
  var FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';

  function safe(fn, arg) {
    try {
      return fn(arg);
    } catch (e) {
      return undefined;
    }
  }

  /** One side of a postMessage channel to `peer` (a Window getter). */
  function Channel(getPeer) {
    var handlers = {};
    var queued = [];
    var replies = {};
    var pongs = [];
    var seq = 0;
    function post(msg) {
      var peer = getPeer();
      if (!peer) return;
      msg[MARK] = true;
      peer.postMessage(msg, '*');
    }
    function deliver(handler, msg) {
      var result = safe(handler, msg.data);
      Promise.resolve(result).then(function (value) {
        post({ kind: 'res', id: msg.id, data: [value] });
      });
    }
    this.receive = function (msg) {
      if (msg.kind === 'ping') return post({ kind: 'pong' });
      if (msg.kind === 'pong') {
        var waiting = pongs;
        pongs = [];
        waiting.forEach(function (cb) {
          safe(cb);
        });
        return;
      }
      if (msg.kind === 'res') {
        var cb = replies[msg.id];
        delete replies[msg.id];
        if (cb) safe(cb, msg.data);
        return;
      }
      if (msg.kind === 'req') {
        var h = handlers[msg.type];
        if (h) deliver(h, msg);
        else queued.push(msg);
      }
    };
    this.iframe = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (cb) {
        return new Promise(function (resolve) {
          var done = false;
          pongs.push(function () {
            if (done) return;
            done = true;
            clearInterval(timer);
            if (cb) safe(cb);
            resolve();
          });
          post({ kind: 'ping' });
          // The other side may not have loaded yet: ask again until it answers.
          var timer = setInterval(function () {
            if (!done) post({ kind: 'ping' });
          }, 100);
        });
      },
      register: function (type, handler) {
        handlers[type] = handler;
        var still = [];
        queued.forEach(function (msg) {
          if (msg.type === type) deliver(handler, msg);
          else still.push(msg);
        });
        queued = still;
      },
      unregister: function (type) {
        delete handlers[type];
      },
      send: function (type, data, callback) {
        var id = 'm' + ++seq + '-' + Math.random().toString(36).slice(2);
        if (callback) replies[id] = callback;
        post({ kind: 'req', id: id, type: type, data: data });
      },
    };
  }

  var channels = []; // { source: () => Window, channel }
  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || typeof msg !== 'object' || !msg[MARK]) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].source() === event.source) channels[i].channel.receive(msg);
    }
  });

  var parentChannel = null;
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attrs = options.attributes || {};
      Object.keys(attrs).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attrs.style);
        else frame.setAttribute(key, attrs[key]);
      });
      frame.src = options.url;
      var channel = new Channel(function () {
        return frame.contentWindow;
      });
      channels.push({
        source: function () {
          return frame.contentWindow;
        },
        channel: channel,
      });
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(channel.iframe) : channel.iframe);
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(function () {
          return window.parent;
        });
        channels.push({
          source: function () {
            return window.parent;
          },
          channel: parentChannel,
        });
      }
      return parentChannel.iframe;
    },
  };

  // Children answer pings as soon as this script runs, before their page calls getParentIframe().
  if (window.parent !== window) context.getParentIframe();

  window.gapi = {
    __shim: true,
    load: function (_name, options) {
      var cb = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (cb) safe(cb);
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
  };

  // api.js?onload=<name> (the SDK) or window.gapi_onload (the emulator's helper page).
  var src = (document.currentScript && document.currentScript.src) || '';
  var onload = /[?&]onload=([^&]+)/.exec(src);
  setTimeout(function () {
    var name = onload ? decodeURIComponent(onload[1]) : null;
    if (name && typeof window[name] === 'function') safe(window[name]);
    else if (typeof window.gapi_onload === 'function') safe(window.gapi_onload);
  }, 0);
})();
