"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === "number");
  const values = Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
  return values;
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === "bigint")
    return value.toString();
  return value;
}
function cached(getter) {
  return new Cached(getter);
}
function cleanRegex(source2) {
  const start = source2.startsWith("^") ? 1 : 0;
  const end = source2.endsWith("$") ? source2.length - 1 : source2.length;
  return source2.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true
  });
}
function rawShape(def) {
  const desc = Object.getOwnPropertyDescriptor(def, "shape");
  return desc?.get ? desc.get.raw : desc?.value;
}
function isObject(data) {
  return typeof data === "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject(o) === false)
    return false;
  const ctor = o.constructor;
  if (ctor === void 0)
    return true;
  if (typeof ctor !== "function")
    return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false)
    return false;
  if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
    return false;
  }
  return true;
}
function shallowClone(o) {
  if (isPlainObject(o))
    return { ...o };
  if (Array.isArray(o))
    return [...o];
  if (o instanceof Map)
    return new Map(o);
  if (o instanceof Set)
    return new Set(o);
  return o;
}
function escapeRegex(str3) {
  return str3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent)
    cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params)
    return {};
  if (typeof params === "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === "string")
    return { ...params, error: () => params.error };
  return params;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional";
  });
}
function aborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true)
    return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a3;
    (_a3 = iss).path ?? (_a3.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0)
      caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a3;
  for (let i = start; i < issues.length; i++) {
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has("$ZodType")) {
    if (traits.has("$ZodCheck"))
      (_a3 = iss).schema ?? (_a3.schema = iss.inst);
    else
      iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input";
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
      continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === "string") {
    return {
      message: iss,
      code: "custom",
      input,
      inst
    };
  }
  return { ...iss };
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get)
      Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else
      defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke)
          delete this[key];
        else
          Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto)
    return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    }
  });
}
var Cached, captureStackTrace, propertyKeyTypes, NUMBER_FORMAT_RANGES, installing, broke, breaker;
var init_util = __esm({
  "node_modules/zod/v4/core/util.js"() {
    Cached = class {
      constructor(getter) {
        this._getter = getter;
        this._value = void 0;
      }
      get value() {
        const getter = this._getter;
        if (getter !== void 0) {
          this._value = getter();
          this._getter = void 0;
        }
        return this._value;
      }
    };
    captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
    };
    propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
    NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
      safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
      int32: [-2147483648, 2147483647],
      uint32: [0, 4294967295],
      float32: [-34028234663852886e22, 34028234663852886e22],
      float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
    }))();
    broke = false;
    breaker = {
      configurable: true,
      get() {
        broke = true;
        return void 0;
      }
    };
  }
});

// node_modules/zod/v4/core/core.js
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto)
        up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k))
        continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp)
      pp(inst);
    return inst;
  }
  Object.defineProperty(_, "init", { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent)
        return true;
      return inst?._zod?.traits?.has(name);
    }
  });
  Object.defineProperty(_, "name", { value: name });
  return _;
}
function config(newConfig) {
  if (newConfig)
    Object.assign(globalConfig, newConfig);
  return globalConfig;
}
var _a, _zodDesc, _E, $ZodAsyncError, $ZodEncodeError, globalConfig;
var init_core = __esm({
  "node_modules/zod/v4/core/core.js"() {
    init_util();
    _zodDesc = { value: void 0, enumerable: false };
    _E = "captureStackTrace" in Error ? Error : null;
    $ZodAsyncError = class extends Error {
      constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
      }
    };
    $ZodEncodeError = class extends Error {
      constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
      }
    };
    (_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
    globalConfig = globalThis.__zod_globalConfig;
  }
});

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc, _issuesDesc, _installedToString, initializer, $ZodError, $ZodRealError;
var init_errors = __esm({
  "node_modules/zod/v4/core/errors.js"() {
    init_core();
    init_util();
    _messageDesc = {
      get: _getMessage,
      set: _setMessage,
      enumerable: true,
      configurable: true
    };
    _issuesDesc = { value: void 0, enumerable: false };
    _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
    initializer = (inst, def) => {
      inst.name = "$ZodError";
      _issuesDesc.value = def;
      Object.defineProperty(inst, "issues", _issuesDesc);
      _issuesDesc.value = void 0;
      Object.defineProperty(inst, "message", _messageDesc);
      const proto = Object.getPrototypeOf(inst);
      if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
          configurable: true,
          enumerable: false,
          get() {
            const value = () => this.message;
            Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            return value;
          },
          set(value) {
            Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
          }
        });
      }
    };
    $ZodError = $constructor("$ZodError", initializer);
    $ZodRealError = $constructor("$ZodError", initializer, void 0, {
      Parent: Error
    });
  }
});

// node_modules/zod/v4/core/parse.js
function failure(Err, issues, ctx) {
  let error;
  return {
    success: false,
    get error() {
      if (!error) {
        error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error;
    },
    set error(e) {
      error = e;
      issues = void 0;
      ctx = void 0;
    }
  };
}
var _parse, parse, _parseAsync, parseAsync, _safeParse, safeParse, _safeParseAsync, safeParseAsync;
var init_parse = __esm({
  "node_modules/zod/v4/core/parse.js"() {
    init_core();
    init_errors();
    init_util();
    _parse = (_Err) => {
      const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
          throw new $ZodAsyncError();
        }
        if (result.issues.length) {
          const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
          captureStackTrace(e, _params?.callee ?? fn);
          throw e;
        }
        return result.value;
      };
      return fn;
    };
    parse = /* @__PURE__ */ _parse($ZodRealError);
    _parseAsync = (_Err) => {
      const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
          result = await result;
        if (result.issues.length) {
          const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
          captureStackTrace(e, params?.callee ?? fn);
          throw e;
        }
        return result.value;
      };
      return fn;
    };
    parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
    _safeParse = (_Err) => (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
      const result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise) {
        throw new $ZodAsyncError();
      }
      return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
    };
    safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
    _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
      const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
      let result = schema._zod.run({ value, issues: [] }, ctx);
      if (result instanceof Promise)
        result = await result;
      return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
    };
    safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);
  }
});

// node_modules/zod/v4/core/regexes.js
var anyString, number, boolean;
var init_regexes = __esm({
  "node_modules/zod/v4/core/regexes.js"() {
    anyString = /^[\s\S]{0,}$/;
    number = /^-?\d+(?:\.\d+)?$/;
    boolean = /^(?:true|false)$/i;
  }
});

// node_modules/zod/v4/core/checks.js
var $ZodCheck, $ZodCheckNumberFormat;
var init_checks = __esm({
  "node_modules/zod/v4/core/checks.js"() {
    init_core();
    init_util();
    $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
      var _a3;
      inst._zod ?? (inst._zod = {});
      inst._zod.def = def;
      (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
    });
    $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
      $ZodCheck.init(inst, def);
      def.format = def.format || "float64";
      const isInt = def.format?.includes("int");
      const origin = isInt ? "int" : "number";
      const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
      inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
          if (!Number.isInteger(input)) {
            payload.issues.push({
              expected: origin,
              format: def.format,
              code: "invalid_type",
              continue: false,
              input,
              inst
            });
            return;
          }
          if (!Number.isSafeInteger(input)) {
            if (input > 0) {
              payload.issues.push({
                input,
                code: "too_big",
                maximum: Number.MAX_SAFE_INTEGER,
                note: "Integers must be within the safe integer range.",
                inst,
                origin,
                inclusive: true,
                continue: !def.abort
              });
            } else {
              payload.issues.push({
                input,
                code: "too_small",
                minimum: Number.MIN_SAFE_INTEGER,
                note: "Integers must be within the safe integer range.",
                inst,
                origin,
                inclusive: true,
                continue: !def.abort
              });
            }
            return;
          }
        }
        if (input < minimum) {
          payload.issues.push({
            origin: "number",
            input,
            code: "too_small",
            minimum,
            inclusive: true,
            inst,
            continue: !def.abort
          });
        }
        if (input > maximum) {
          payload.issues.push({
            origin: "number",
            input,
            code: "too_big",
            maximum,
            inclusive: true,
            inst,
            continue: !def.abort
          });
        }
      };
    });
  }
});

// node_modules/zod/v4/core/doc.js
var init_doc = __esm({
  "node_modules/zod/v4/core/doc.js"() {
  }
});

// node_modules/zod/v4/core/versions.js
var version;
var init_versions = __esm({
  "node_modules/zod/v4/core/versions.js"() {
    version = {
      major: 4,
      minor: 6,
      patch: 7
    };
  }
});

// node_modules/zod/v4/core/schemas.js
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch (_) {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse2(payload, ctx);
  };
}
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === "optional";
  if (!isPresent && isOptionalOut && optin === "optional") {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent || optin === "defaulted" && !isOptionalOut) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      if (t === "never")
        unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: "unrecognized_keys",
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true
    });
  }
  if (!proms.length)
    return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: "invalid_union",
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config())))
  });
  return final;
}
function discriminatorMap(def) {
  const map = /* @__PURE__ */ new Map();
  for (const option of def.options) {
    const values = option._zod.propValues?.[def.discriminator];
    if (!values || values.size === 0)
      throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
    for (const value of values) {
      if (map.has(value)) {
        if (value !== void 0)
          throw new Error(`Duplicate discriminator value "${String(value)}"`);
        map.set(value, null);
      } else {
        map.set(value, option);
      }
    }
  }
  return map;
}
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
function handleDefaultResult(payload, def) {
  if (payload.value === void 0) {
    payload.value = def.defaultValue;
  }
  return payload;
}
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params)
      _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}
var $ZodType, toStandardResult, $ZodString, $ZodNumber, $ZodNumberFormat, $ZodBoolean, $ZodUnknown, $ZodNever, arraySize, $ZodArray, NO_SYMBOL_KEYS, $ZodObject, $ZodUnion, $ZodDiscriminatedUnion, $ZodRecord, $ZodEnum, $ZodLiteral, $ZodTransform, $ZodOptional, $ZodDefault, $ZodPrefault, $ZodPipe, $ZodCustom;
var init_schemas = __esm({
  "node_modules/zod/v4/core/schemas.js"() {
    init_checks();
    init_core();
    init_regexes();
    init_util();
    init_versions();
    init_util();
    $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
      var _a3;
      inst ?? (inst = {});
      inst._zod.def = def;
      inst._zod.bag = inst._zod.bag || {};
      inst._zod.version = version;
      const defChecks = inst._zod.def.checks;
      const checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
      for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
          fn(inst);
        }
      }
      if (checks.length === 0) {
        (_a3 = inst._zod).deferred ?? (_a3.deferred = []);
        inst._zod.deferred?.push(() => {
          inst._zod.run = inst._zod.parse;
        });
      } else {
        const runChecks = (payload, checks2, ctx) => {
          if (payload.memo)
            return payload;
          let isAborted = aborted(payload);
          let asyncResult;
          for (const ch of checks2) {
            if (ch._zod.def.when) {
              if (explicitlyAborted(payload))
                continue;
              const shouldRun = ch._zod.def.when(payload);
              if (!shouldRun)
                continue;
            } else if (isAborted) {
              continue;
            }
            const currLen = payload.issues.length;
            const _ = ch._zod.check(payload);
            if (_ instanceof Promise && ctx?.async === false) {
              throw new $ZodAsyncError();
            }
            if (asyncResult || _ instanceof Promise) {
              asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                await _;
                const nextLen = payload.issues.length;
                if (nextLen === currLen)
                  return;
                attachSchema(payload.issues, currLen, inst);
                if (!isAborted)
                  isAborted = aborted(payload, currLen);
              });
            } else {
              const nextLen = payload.issues.length;
              if (nextLen === currLen)
                continue;
              attachSchema(payload.issues, currLen, inst);
              if (!isAborted)
                isAborted = aborted(payload, currLen);
            }
          }
          if (asyncResult) {
            return asyncResult.then(() => {
              return payload;
            });
          }
          return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
          if (aborted(canary)) {
            canary.aborted = true;
            return canary;
          }
          const checkResult = runChecks(payload, checks, ctx);
          if (checkResult instanceof Promise) {
            if (ctx.async === false)
              throw new $ZodAsyncError();
            return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
          }
          return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
          if (ctx.skipChecks) {
            return inst._zod.parse(payload, ctx);
          }
          if (ctx.direction === "backward") {
            const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
            if (canary instanceof Promise) {
              return canary.then((canary2) => {
                return handleCanaryResult(canary2, payload, ctx);
              });
            }
            return handleCanaryResult(canary, payload, ctx);
          }
          const result = inst._zod.parse(payload, ctx);
          if (result instanceof Promise) {
            if (ctx.async === false)
              throw new $ZodAsyncError();
            return result.then((result2) => runChecks(result2, checks, ctx));
          }
          return runChecks(result, checks, ctx);
        };
      }
    }, {
      // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
      get "~standard"() {
        return hide(this, "~standard", standardProps(this));
      },
      set "~standard"(value) {
        own(this, "~standard", value);
      }
    });
    toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
    $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = def.pattern ?? anyString;
      inst._zod.parse = (payload, _) => {
        if (def.coerce)
          try {
            payload.value = String(payload.value);
          } catch (_2) {
          }
        if (typeof payload.value === "string")
          return payload;
        payload.issues.push({
          expected: "string",
          code: "invalid_type",
          input: payload.value,
          inst
        });
        return payload;
      };
    });
    $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = number;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
          try {
            payload.value = Number(payload.value);
          } catch (_) {
          }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
          return payload;
        }
        const received = typeof input === "number" ? Number.isNaN(input) ? "NaN" : !Number.isFinite(input) ? String(input) : void 0 : void 0;
        payload.issues.push({
          expected: "number",
          code: "invalid_type",
          input,
          inst,
          ...received ? { received } : {}
        });
        return payload;
      };
    });
    $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
      $ZodCheckNumberFormat.init(inst, def);
      $ZodNumber.init(inst, def);
    });
    $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.pattern = boolean;
      inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
          try {
            payload.value = Boolean(payload.value);
          } catch (_) {
          }
        const input = payload.value;
        if (typeof input === "boolean")
          return payload;
        payload.issues.push({
          expected: "boolean",
          code: "invalid_type",
          input,
          inst
        });
        return payload;
      };
    });
    $ZodUnknown = /* @__PURE__ */ $constructor("$ZodUnknown", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload) => payload;
    });
    $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
          expected: "never",
          code: "invalid_type",
          input: payload.value,
          inst
        });
        return payload;
      };
    });
    arraySize = (input) => Array.isArray(input) ? input.length : -1;
    $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
      $ZodType.init(inst, def);
      const memo = globalConfig.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
          payload.issues.push({
            expected: "array",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
          const item = input[i];
          const result = def.element._zod.run({
            value: item,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
          } else {
            handleArrayResult(result, payload, i);
            if (abortEarly && result.issues.length !== 0 && aborted(result))
              break;
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => payload);
        }
        return payload;
      };
      capSize(inst, arraySize);
    });
    NO_SYMBOL_KEYS = [];
    $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
      $ZodType.init(inst, def);
      const desc = Object.getOwnPropertyDescriptor(def, "shape");
      const sh = desc?.get ? desc.get.raw : def.shape ?? {};
      if (sh) {
        const get = () => {
          const newSh = { ...sh };
          Object.defineProperty(def, "shape", { value: newSh });
          get.raw = newSh;
          return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
      }
      const _normalized = cached(() => normalizeDef(def));
      defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
          const field = shape[key]._zod;
          if (field.values) {
            if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
              assignProp(propValues, key, /* @__PURE__ */ new Set());
            }
            for (const v of field.values)
              propValues[key].add(v);
            if (field.optin !== void 0)
              propValues[key].add(void 0);
          }
        }
        return propValues;
      });
      const isObject2 = isObject;
      const catchall = def.catchall;
      let value;
      const memo = globalConfig.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject2(input)) {
          payload.issues.push({
            expected: "object",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
          if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
              break;
            seen = payload.issues.length;
          }
          if (key === "__proto__")
            continue;
          const el = shape[key];
          const optin = el._zod.optin;
          const optout = el._zod.optout;
          const r = el._zod.run({ value: input[key], issues: [] }, ctx);
          if (r instanceof Promise) {
            proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
          } else {
            handlePropertyResult(r, payload, key, input, optin, optout);
          }
        }
        if (!catchall) {
          return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
      };
    });
    $ZodUnion = /* @__PURE__ */ $constructor("$ZodUnion", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted") ? "defaulted" : zod.def.options.some((o) => o._zod.optin !== void 0) ? "optional" : void 0);
      defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : void 0);
      defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
          return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return void 0;
      });
      defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
          const patterns = zod.def.options.map((o) => o._zod.pattern);
          return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return void 0;
      });
      const first = def.options.length === 1 ? def.options[0]._zod.run : null;
      inst._zod.parse = (payload, ctx) => {
        if (first) {
          return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
          const result = option._zod.run({
            value: payload.value,
            issues: []
          }, ctx);
          if (result instanceof Promise) {
            results.push(result);
            async = true;
          } else {
            if (result.issues.length === 0)
              return result;
            results.push(result);
          }
        }
        if (!async)
          return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results2) => {
          return handleUnionResults(results2, payload, inst, ctx);
        });
      };
    });
    $ZodDiscriminatedUnion = /* @__PURE__ */ $constructor("$ZodDiscriminatedUnion", (inst, def) => {
      def.inclusive = false;
      $ZodUnion.init(inst, def);
      const _super = inst._zod.parse;
      defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
          const pv = option._zod.propValues;
          if (!pv || Object.keys(pv).length === 0)
            throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
          if (pv[zod.def.discriminator]?.has(void 0))
            undefinedCount++;
          for (const [k, v] of Object.entries(pv)) {
            if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
              assignProp(propValues, k, /* @__PURE__ */ new Set());
            }
            for (const val of v) {
              propValues[k].add(val);
            }
          }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
          propValues[zod.def.discriminator]?.delete(void 0);
        return propValues;
      });
      def.options.forEach((option, i) => {
        const propShape = rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
          throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
      });
      const disc = cached(() => discriminatorMap(def));
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isObject(input)) {
          payload.issues.push({
            code: "invalid_type",
            expected: "object",
            input,
            inst
          });
          return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        if (opt && (value !== void 0 || ctx.direction !== "backward")) {
          return opt._zod.run(payload, ctx);
        }
        if (def.unionFallback || ctx.direction === "backward") {
          return _super(payload, ctx);
        }
        payload.issues.push({
          code: "invalid_union",
          errors: [],
          note: "No matching discriminator",
          discriminator: def.discriminator,
          options: Array.from(disc.value.keys()).filter((value2) => disc.value.get(value2) !== null),
          input,
          path: [def.discriminator],
          inst
        });
        return payload;
      };
    });
    $ZodRecord = /* @__PURE__ */ $constructor("$ZodRecord", (inst, def) => {
      $ZodType.init(inst, def);
      const memo = globalConfig.memoizer;
      memo?.attach(inst);
      inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
          payload.issues.push({
            expected: "record",
            code: "invalid_type",
            input,
            inst
          });
          return payload;
        }
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
          payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
          const recordKeys = /* @__PURE__ */ new Set();
          for (const key of values) {
            if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
              recordKeys.add(typeof key === "number" ? key.toString() : key);
              if (key === "__proto__")
                continue;
              const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
              if (keyResult instanceof Promise) {
                throw new Error("Async schemas not supported in object keys currently");
              }
              if (keyResult.issues.length) {
                payload.issues.push({
                  code: "invalid_key",
                  origin: "record",
                  issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                  input: key,
                  path: [key],
                  inst
                });
                continue;
              }
              const outKey = keyResult.value;
              if (outKey === "__proto__")
                continue;
              const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
              if (result instanceof Promise) {
                proms.push(result.then((result2) => {
                  if (result2.issues.length) {
                    payload.issues.push(...prefixIssues(key, result2.issues));
                  }
                  payload.value[outKey] = result2.value;
                }));
              } else {
                if (result.issues.length) {
                  payload.issues.push(...prefixIssues(key, result.issues));
                }
                payload.value[outKey] = result.value;
              }
            }
          }
          let unrecognized;
          for (const key in input) {
            if (!recordKeys.has(key)) {
              if (def.mode === "loose") {
                if (key === "__proto__")
                  continue;
                payload.value[key] = input[key];
              } else {
                unrecognized = unrecognized ?? [];
                unrecognized.push(key);
              }
            }
          }
          if (unrecognized && unrecognized.length > 0) {
            payload.issues.push({
              code: "unrecognized_keys",
              input,
              inst,
              keys: unrecognized,
              continue: true
            });
          }
        } else {
          payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
          let unrecognized;
          for (const key of Reflect.ownKeys(input)) {
            if (key === "__proto__")
              continue;
            if (!Object.prototype.propertyIsEnumerable.call(input, key))
              continue;
            let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            if (keyResult instanceof Promise) {
              throw new Error("Async schemas not supported in object keys currently");
            }
            const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
            if (checkNumericKey) {
              const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
              if (retryResult instanceof Promise) {
                throw new Error("Async schemas not supported in object keys currently");
              }
              if (retryResult.issues.length === 0) {
                keyResult = retryResult;
              }
            }
            if (keyResult.issues.length) {
              if (def.mode === "loose") {
                payload.value[key] = input[key];
              } else if (values) {
                unrecognized = unrecognized ?? [];
                unrecognized.push(key);
              } else {
                payload.issues.push({
                  code: "invalid_key",
                  origin: "record",
                  issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                  input: key,
                  path: [key],
                  inst
                });
              }
              continue;
            }
            const outKey = keyResult.value;
            if (outKey === "__proto__")
              continue;
            const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
            if (result instanceof Promise) {
              proms.push(result.then((result2) => {
                if (result2.issues.length) {
                  payload.issues.push(...prefixIssues(key, result2.issues));
                }
                payload.value[outKey] = result2.value;
              }));
            } else {
              if (result.issues.length) {
                payload.issues.push(...prefixIssues(key, result.issues));
              }
              payload.value[outKey] = result.value;
            }
          }
          if (unrecognized && unrecognized.length > 0) {
            payload.issues.push({
              code: "unrecognized_keys",
              input,
              inst,
              keys: unrecognized,
              continue: true
            });
          }
        }
        if (proms.length) {
          return Promise.all(proms).then(() => payload);
        }
        return payload;
      };
    });
    $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
      $ZodType.init(inst, def);
      const values = getEnumValues(def.entries);
      const valuesSet = new Set(values);
      inst._zod.values = valuesSet;
      defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
      });
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
          return payload;
        }
        payload.issues.push({
          code: "invalid_value",
          values,
          input,
          inst
        });
        return payload;
      };
    });
    $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
      $ZodType.init(inst, def);
      const values = new Set(def.values);
      inst._zod.values = values;
      defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        return new RegExp(vals.length ? `^(${vals.map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
      });
      inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
          return payload;
        }
        payload.issues.push({
          code: "invalid_value",
          values: def.values,
          input,
          inst
        });
        return payload;
      };
    });
    $ZodTransform = /* @__PURE__ */ $constructor("$ZodTransform", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "optional";
      globalConfig.memoizer?.guard(inst);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
          const output = _out instanceof Promise ? _out : Promise.resolve(_out);
          return output.then((output2) => {
            payload.value = output2;
            return payload;
          });
        }
        if (_out instanceof Promise) {
          throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
      };
    });
    $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
      inst._zod.optout = "optional";
      defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
      });
      defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
      });
      inst._zod.parse = (payload, ctx) => {
        if (payload.value === void 0) {
          if (def.innerType._zod.optin !== "defaulted")
            return payload;
          const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
          if (result instanceof Promise)
            return result.then((result2) => handleOptionalResult(payload, result2));
          return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
      };
    });
    $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "defaulted";
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        if (payload.value === void 0) {
          payload.value = def.defaultValue;
          return payload;
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
          return result.then((result2) => handleDefaultResult(result2, def));
        }
        return handleDefaultResult(result, def);
      };
    });
    $ZodPrefault = /* @__PURE__ */ $constructor("$ZodPrefault", (inst, def) => {
      $ZodType.init(inst, def);
      inst._zod.optin = "defaulted";
      defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          return def.innerType._zod.run(payload, ctx);
        }
        if (payload.value === void 0) {
          payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
      };
    });
    $ZodPipe = /* @__PURE__ */ $constructor("$ZodPipe", (inst, def) => {
      $ZodType.init(inst, def);
      defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
      defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
      defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
      defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
      inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
          const right = def.out._zod.run(payload, ctx);
          if (right instanceof Promise) {
            return right.then((right2) => handlePipeResult(right2, def.in, ctx));
          }
          return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
          return left.then((left2) => handlePipeResult(left2, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
      };
    });
    $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
      $ZodCheck.init(inst, def);
      $ZodType.init(inst, def);
      inst._zod.parse = (payload, _) => {
        return payload;
      };
      inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
          return r.then((r2) => handleRefineResult(r2, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
      };
    });
  }
});

// node_modules/zod/v4/core/memoizer.js
var init_memoizer = __esm({
  "node_modules/zod/v4/core/memoizer.js"() {
  }
});

// node_modules/zod/v4/locales/index.js
var init_locales = __esm({
  "node_modules/zod/v4/locales/index.js"() {
  }
});

// node_modules/zod/v4/core/registries.js
function registry() {
  return new $ZodRegistry();
}
var _a2, $ZodRegistry, globalRegistry;
var init_registries = __esm({
  "node_modules/zod/v4/core/registries.js"() {
    $ZodRegistry = class {
      constructor() {
        this._map = /* @__PURE__ */ new WeakMap();
        this._idmap = /* @__PURE__ */ new Map();
      }
      add(schema, ..._meta) {
        const meta2 = _meta[0];
        this._map.set(schema, meta2);
        if (meta2 && typeof meta2 === "object" && "id" in meta2) {
          this._idmap.set(meta2.id, schema);
        }
        return this;
      }
      clear() {
        this._map = /* @__PURE__ */ new WeakMap();
        this._idmap = /* @__PURE__ */ new Map();
        return this;
      }
      remove(schema) {
        const meta2 = this._map.get(schema);
        if (meta2 && typeof meta2 === "object" && "id" in meta2) {
          this._idmap.delete(meta2.id);
        }
        this._map.delete(schema);
        return this;
      }
      get(schema) {
        const p = schema._zod.parent;
        if (p) {
          const pm = { ...this.get(p) ?? {} };
          delete pm.id;
          const f = { ...pm, ...this._map.get(schema) };
          return Object.keys(f).length ? f : void 0;
        }
        return this._map.get(schema);
      }
      has(schema) {
        return this._map.has(schema);
      }
    };
    (_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
    globalRegistry = globalThis.__zod_globalRegistry;
  }
});

// node_modules/zod/v4/core/compile.js
var init_compile = __esm({
  "node_modules/zod/v4/core/compile.js"() {
  }
});

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks)
    def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class({
    type: "number",
    check: "number_format",
    abort: false,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
  return new Class({
    type: "unknown"
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
  return new Class({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
  const schema = new Class({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
  return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
  const ch = /* @__PURE__ */ _check((payload) => {
    payload.addIssue = (issue2) => {
      if (typeof issue2 === "string") {
        payload.issues.push(issue(issue2, payload.value, ch._zod.def));
      } else {
        const _issue = issue2;
        if (_issue.fatal)
          _issue.continue = false;
        _issue.code ?? (_issue.code = "custom");
        if (!("input" in _issue))
          _issue.input = payload.value;
        _issue.inst ?? (_issue.inst = ch);
        _issue.continue ?? (_issue.continue = !ch._zod.def.abort);
        payload.issues.push(issue(_issue));
      }
    };
    return fn(payload.value, payload);
  }, params);
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
  const ch = new $ZodCheck({
    check: "custom",
    ...normalizeParams(params)
  });
  ch._zod.check = fn;
  return ch;
}
var init_api = __esm({
  "node_modules/zod/v4/core/api.js"() {
    init_checks();
    init_util();
  }
});

// node_modules/zod/v4/core/to-json-schema.js
var init_to_json_schema = __esm({
  "node_modules/zod/v4/core/to-json-schema.js"() {
  }
});

// node_modules/zod/v4/core/json-schema.js
var init_json_schema = __esm({
  "node_modules/zod/v4/core/json-schema.js"() {
  }
});

// node_modules/zod/v4/core/index.js
var init_core2 = __esm({
  "node_modules/zod/v4/core/index.js"() {
    init_core();
    init_parse();
    init_errors();
    init_schemas();
    init_memoizer();
    init_checks();
    init_versions();
    init_util();
    init_regexes();
    init_locales();
    init_registries();
    init_doc();
    init_compile();
    init_api();
    init_to_json_schema();
    init_json_schema();
  }
});

// node_modules/zod/v4/mini/parse.js
var init_parse2 = __esm({
  "node_modules/zod/v4/mini/parse.js"() {
    init_core2();
  }
});

// node_modules/zod/v4/mini/schemas.js
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _unknown(ZodMiniUnknown);
}
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function discriminatedUnion(discriminator, options, params) {
  return new ZodMiniDiscriminatedUnion({
    type: "union",
    options,
    discriminator,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function partialRecord(keyType, valueType, params) {
  return new ZodMiniRecord({
    type: "record",
    keyType,
    valueType,
    ...normalizeParams(params),
    partial: true
  });
}
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function transform(fn) {
  return new ZodMiniTransform({
    type: "transform",
    transform: fn
  });
}
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
  return new ZodMiniDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function prefault(innerType, defaultValue) {
  return new ZodMiniPrefault({
    type: "prefault",
    innerType,
    get defaultValue() {
      return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: "pipe",
    in: in_,
    out
  });
}
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}
// @__NO_SIDE_EFFECTS__
function superRefine(fn, params) {
  return _superRefine(fn, params);
}
var ZodMiniType, ZodMiniString, ZodMiniNumber, ZodMiniNumberFormat, ZodMiniBoolean, ZodMiniUnknown, ZodMiniNever, ZodMiniArray, ZodMiniObject, ZodMiniDiscriminatedUnion, ZodMiniRecord, ZodMiniEnum, ZodMiniLiteral, ZodMiniTransform, ZodMiniOptional, ZodMiniDefault, ZodMiniPrefault, ZodMiniPipe, ZodMiniCustom;
var init_schemas2 = __esm({
  "node_modules/zod/v4/mini/schemas.js"() {
    init_core2();
    init_util();
    init_parse2();
    ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
      if (!inst._zod)
        throw new Error("Uninitialized schema in ZodMiniType.");
      $ZodType.init(inst, def);
      inst.def = def;
      inst.type = def.type;
    }, {
      // `with` is an alias for `check`: the same function object, not a wrapper.
      get with() {
        return this.check;
      },
      set with(value) {
        own(this, "with", value);
      },
      parse(data, params) {
        return parse(this, data, params, { callee: this.parse });
      },
      parseAsync(data, params) {
        return parseAsync(this, data, params, { callee: this.parseAsync });
      },
      safeParse(data, params) {
        return safeParse(this, data, params);
      },
      safeParseAsync(data, params) {
        return safeParseAsync(this, data, params);
      },
      check(...checks) {
        const def = this.def;
        return this.clone({
          ...def,
          checks: [
            ...def.checks ?? [],
            ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
          ]
        }, { parent: true });
      },
      clone(_def, params) {
        return clone(this, _def, params);
      },
      brand() {
        return this;
      },
      register(reg, meta2) {
        reg.add(this, meta2);
        return this;
      },
      apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
      }
    });
    ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
      $ZodString.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
      $ZodNumber.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
      $ZodNumberFormat.init(inst, def);
      ZodMiniNumber.init(inst, def);
    });
    ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
      $ZodBoolean.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniUnknown = /* @__PURE__ */ $constructor("ZodMiniUnknown", (inst, def) => {
      $ZodUnknown.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
      $ZodNever.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
      $ZodArray.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
      $ZodObject.init(inst, def);
      ZodMiniType.init(inst, def);
      installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
    });
    ZodMiniDiscriminatedUnion = /* @__PURE__ */ $constructor("ZodMiniDiscriminatedUnion", (inst, def) => {
      $ZodDiscriminatedUnion.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniRecord = /* @__PURE__ */ $constructor("ZodMiniRecord", (inst, def) => {
      $ZodRecord.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
      $ZodEnum.init(inst, def);
      ZodMiniType.init(inst, def);
      inst.options = [...inst._zod.values];
    });
    ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
      $ZodLiteral.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniTransform = /* @__PURE__ */ $constructor("ZodMiniTransform", (inst, def) => {
      $ZodTransform.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
      $ZodOptional.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniDefault = /* @__PURE__ */ $constructor("ZodMiniDefault", (inst, def) => {
      $ZodDefault.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniPrefault = /* @__PURE__ */ $constructor("ZodMiniPrefault", (inst, def) => {
      $ZodPrefault.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniPipe = /* @__PURE__ */ $constructor("ZodMiniPipe", (inst, def) => {
      $ZodPipe.init(inst, def);
      ZodMiniType.init(inst, def);
    });
    ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
      $ZodCustom.init(inst, def);
      ZodMiniType.init(inst, def);
    });
  }
});

// node_modules/zod/v4/mini/checks.js
var init_checks2 = __esm({
  "node_modules/zod/v4/mini/checks.js"() {
  }
});

// node_modules/zod/v4/mini/iso.js
var init_iso = __esm({
  "node_modules/zod/v4/mini/iso.js"() {
  }
});

// node_modules/zod/v4/mini/coerce.js
var init_coerce = __esm({
  "node_modules/zod/v4/mini/coerce.js"() {
  }
});

// node_modules/zod/v4/mini/external.js
var init_external = __esm({
  "node_modules/zod/v4/mini/external.js"() {
    init_core2();
    init_parse2();
    init_schemas2();
    init_checks2();
    init_locales();
    init_iso();
    init_coerce();
  }
});

// node_modules/zod/mini/index.js
var init_mini = __esm({
  "node_modules/zod/mini/index.js"() {
    init_external();
  }
});

// src/errors.ts
var CortexError, ValidationError, UpgradeRequiredError, LockTimeoutError;
var init_errors2 = __esm({
  "src/errors.ts"() {
    "use strict";
    CortexError = class extends Error {
      code;
      hint;
      /** 1: an expected failure; 2: the command was used wrongly. */
      exitCode;
      constructor(code, message, options = {}) {
        super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
        this.name = new.target.name;
        this.code = code;
        this.hint = options.hint;
        this.exitCode = options.exitCode ?? 1;
      }
    };
    ValidationError = class extends CortexError {
      field;
      problem;
      constructor(field, problem) {
        super("INVALID_EVENT", field === "" ? problem : `${field}: ${problem}`);
        this.field = field;
        this.problem = problem;
      }
    };
    UpgradeRequiredError = class extends CortexError {
      version;
      constructor(version2, supported) {
        super(
          "UPGRADE_REQUIRED",
          `event format v${version2} is newer than this cortex understands (v${supported})`,
          {
            hint: "upgrade cortex (npm install -g cortex-memory@latest) to read it"
          }
        );
        this.version = version2;
      }
    };
    LockTimeoutError = class extends CortexError {
      constructor(path, waitedMs) {
        super("LOCK_TIMEOUT", `could not take the lock ${path} within ${waitedMs} ms`, {
          hint: "another cortex process is writing; if none is running, delete the lock file"
        });
      }
    };
  }
});

// src/events/check.ts
function describe2(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 40 ? `a string` : JSON.stringify(value);
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}
function num(min = -Infinity, max = Infinity) {
  return (value, path) => {
    if (typeof value !== "number" || !Number.isFinite(value)) {
      throw new ValidationError(path, `expected a number, got ${describe2(value)}`);
    }
    if (value < min || value > max)
      throw new ValidationError(path, `must be between ${min} and ${max}, got ${value}`);
    return value;
  };
}
function matching(pattern, what) {
  return (value, path) => {
    const text = str(value, path);
    if (!pattern.test(text))
      throw new ValidationError(path, `expected ${what}, got ${describe2(text)}`);
    return text;
  };
}
function oneOf(...choices) {
  const allowed = new Set(choices);
  return (value, path) => {
    if (typeof value !== "string" || !allowed.has(value)) {
      throw new ValidationError(
        path,
        `expected one of ${choices.join(", ")}, got ${describe2(value)}`
      );
    }
    return value;
  };
}
function nullable(check2) {
  return (value, path) => value === null ? null : check2(value, path);
}
function arrayOf(check2) {
  return (value, path) => {
    if (!Array.isArray(value))
      throw new ValidationError(path, `expected an array, got ${describe2(value)}`);
    for (let i = 0; i < value.length; i++) check2(value[i], `${path}[${i}]`);
    return value;
  };
}
function optional2(check2) {
  const wrapped = ((value, path) => value === void 0 ? void 0 : check2(value, path));
  wrapped.optional = true;
  return wrapped;
}
function isPlainObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function object(shape) {
  const entries = Object.entries(shape);
  return (value, path) => {
    if (!isPlainObject2(value))
      throw new ValidationError(path, `expected an object, got ${describe2(value)}`);
    for (const [key, check2] of entries) check2(value[key], path === "" ? key : `${path}.${key}`);
    return value;
  };
}
var str, nonEmptyStr, bool, int2;
var init_check = __esm({
  "src/events/check.ts"() {
    "use strict";
    init_errors2();
    str = (value, path) => {
      if (typeof value !== "string")
        throw new ValidationError(path, `expected a string, got ${describe2(value)}`);
      return value;
    };
    nonEmptyStr = (value, path) => {
      const text = str(value, path);
      if (text.trim() === "") throw new ValidationError(path, "must not be empty");
      return text;
    };
    bool = (value, path) => {
      if (typeof value !== "boolean")
        throw new ValidationError(path, `expected true or false, got ${describe2(value)}`);
      return value;
    };
    int2 = (value, path) => {
      if (typeof value !== "number" || !Number.isInteger(value)) {
        throw new ValidationError(path, `expected an integer, got ${describe2(value)}`);
      }
      return value;
    };
  }
});

// src/config/search-settings.ts
var INDEX_FIELDS, DEFAULT_FTS_SETTINGS, DEFAULT_RANK_SETTINGS, DEFAULT_SEARCH_SETTINGS, DEFAULT_RELEVANCE, HOSTED_DEFAULTS, DEFAULT_SEARCH_CONFIG;
var init_search_settings = __esm({
  "src/config/search-settings.ts"() {
    "use strict";
    INDEX_FIELDS = ["content", "detail", "tags", "files"];
    DEFAULT_FTS_SETTINGS = {
      boosts: { content: 1, detail: 0.5, tags: 1, files: 0.5 },
      bm25: { k: 1.2, b: 0.7, d: 0.5 },
      prefixMinLength: 0,
      prefixWeight: 0.3
    };
    DEFAULT_RANK_SETTINGS = {
      weights: { keyword: 1, semantic: 0.2, salience: 0.05, recency: 0.02, pinned: 0.05 },
      rrfK: 10,
      recencyHalfLifeDays: 30
    };
    DEFAULT_SEARCH_SETTINGS = {
      fts: DEFAULT_FTS_SETTINGS,
      rank: DEFAULT_RANK_SETTINGS,
      candidates: 100,
      minCosine: 0.3
    };
    DEFAULT_RELEVANCE = {
      limit: 3,
      minSharedRarity: 1.2,
      supportingCosine: 0.5,
      supportedSharedRarity: 0.7,
      minScoreRatio: 0.5
    };
    HOSTED_DEFAULTS = {
      openai: {
        baseUrl: "https://api.openai.com/v1",
        apiKeyEnv: "OPENAI_API_KEY",
        model: "text-embedding-3-small"
      },
      voyage: {
        baseUrl: "https://api.voyageai.com/v1",
        apiKeyEnv: "VOYAGE_API_KEY",
        model: "voyage-3.5-lite"
      }
    };
    DEFAULT_SEARCH_CONFIG = {
      settings: DEFAULT_SEARCH_SETTINGS,
      relevance: DEFAULT_RELEVANCE,
      embedder: { kind: "builtin" },
      promptContext: true
    };
  }
});

// src/config/briefing-kinds.ts
var BRIEFING_KINDS, DEFAULT_SHARES, DEFAULT_BRIEFING_BUDGET, DEFAULT_BRIEFING_LOG_MIB;
var init_briefing_kinds = __esm({
  "src/config/briefing-kinds.ts"() {
    "use strict";
    BRIEFING_KINDS = [
      "plan",
      "decision",
      "rejected",
      "progress",
      "fix",
      "learned",
      "gotcha",
      "preference"
    ];
    DEFAULT_SHARES = {
      plan: 12,
      decision: 18,
      rejected: 10,
      progress: 8,
      fix: 14,
      learned: 12,
      gotcha: 12,
      preference: 14
    };
    DEFAULT_BRIEFING_BUDGET = 600;
    DEFAULT_BRIEFING_LOG_MIB = 64;
  }
});

// src/config/config.ts
function buildConfigSchema() {
  function between(min, max) {
    return number2().check(
      refine((n) => n >= min && n <= max, {
        error: (issue2) => `must be between ${min} and ${max}, got ${String(issue2.input)}`
      })
    );
  }
  const positive = int().check(
    refine((n) => n >= 1, {
      error: (issue2) => `must be 1 or more, got ${String(issue2.input)}`
    })
  );
  const nonEmpty = string2().check(refine((text) => text.trim() !== "", { error: "must not be empty" }));
  const weight = between(0, 100);
  const pattern = string2().check(
    superRefine((text, context) => {
      try {
        new RegExp(text, "g");
      } catch (error) {
        context.addIssue({
          code: "custom",
          message: `not a valid regular expression (${error.message})`,
          input: text,
          params: { pattern: true }
        });
      }
    })
  );
  function hostedEmbedder(kind) {
    const defaults = HOSTED_DEFAULTS[kind];
    return pipe(
      strictObject({
        kind: literal(kind),
        model: _default(nonEmpty, defaults.model),
        baseUrl: _default(
          nonEmpty.check(
            refine((url) => /^https?:\/\//.test(url), { error: "expected an http(s) URL" })
          ),
          defaults.baseUrl
        ),
        apiKeyEnv: _default(nonEmpty, defaults.apiKeyEnv),
        dimensions: optional(positive),
        batchSize: _default(positive, 64),
        timeoutMs: _default(positive, 3e4)
      }),
      transform(({ dimensions, ...rest }) => ({
        kind,
        model: rest.model,
        baseUrl: rest.baseUrl.replace(/\/+$/, ""),
        apiKeyEnv: rest.apiKeyEnv,
        ...dimensions === void 0 ? {} : { dimensions },
        batchSize: rest.batchSize,
        timeoutMs: rest.timeoutMs
      }))
    );
  }
  const embedderSchema = pipe(
    transform((value) => typeof value === "string" ? { kind: value } : value),
    discriminatedUnion("kind", [
      strictObject({ kind: literal("builtin") }),
      strictObject({ kind: literal("none") }),
      strictObject({
        kind: literal("transformers"),
        model: nonEmpty,
        pooling: _default(_enum(["mean", "cls"]), "mean"),
        quantized: _default(boolean2(), false)
      }),
      hostedEmbedder("openai"),
      hostedEmbedder("voyage")
    ])
  );
  const search = DEFAULTS.search;
  const rank = search.settings.rank;
  const fts = search.settings.fts;
  const relevance = search.relevance;
  const searchSchema = pipe(
    strictObject({
      embedder: _default(embedderSchema, search.embedder),
      promptContext: _default(boolean2(), search.promptContext),
      candidates: _default(positive, search.settings.candidates),
      minCosine: _default(between(-1, 1), search.settings.minCosine),
      weights: prefault(
        strictObject({
          keyword: _default(weight, rank.weights.keyword),
          semantic: _default(weight, rank.weights.semantic),
          salience: _default(weight, rank.weights.salience),
          recency: _default(weight, rank.weights.recency),
          pinned: _default(weight, rank.weights.pinned)
        }),
        {}
      ),
      rrfK: _default(between(0, 1e4), rank.rrfK),
      recencyHalfLifeDays: _default(between(1e-3, Infinity), rank.recencyHalfLifeDays),
      fields: prefault(
        strictObject(
          Object.fromEntries(
            INDEX_FIELDS.map((field) => [field, _default(weight, fts.boosts[field])])
          )
        ),
        {}
      ),
      bm25: prefault(
        strictObject({
          k: _default(between(0, 100), fts.bm25.k),
          b: _default(between(0, 1), fts.bm25.b),
          d: _default(between(0, 100), fts.bm25.d)
        }),
        {}
      ),
      promptRelevance: prefault(
        strictObject({
          limit: _default(positive, relevance.limit),
          minSharedRarity: _default(between(0, 100), relevance.minSharedRarity),
          supportingCosine: _default(between(-1, 1), relevance.supportingCosine),
          supportedSharedRarity: _default(between(0, 100), relevance.supportedSharedRarity),
          minScoreRatio: _default(between(0, 1), relevance.minScoreRatio)
        }),
        {}
      )
    }),
    transform((raw) => ({
      embedder: raw.embedder,
      promptContext: raw.promptContext,
      settings: {
        candidates: raw.candidates,
        minCosine: raw.minCosine,
        rank: {
          weights: raw.weights,
          rrfK: raw.rrfK,
          recencyHalfLifeDays: raw.recencyHalfLifeDays
        },
        fts: { ...fts, boosts: raw.fields, bm25: raw.bm25 }
      },
      relevance: raw.promptRelevance
    }))
  );
  const configSchema2 = strictObject({
    /** A JSON schema reference editors use; cortex ignores it. */
    $schema: optional(string2()),
    /** What goes into each event's `author`: the git email, a hash of it, or nothing. */
    author: _default(_enum(["email", "hash", "none"]), DEFAULTS.author),
    /** Capture: extra secret patterns (JavaScript regular expressions), paths never recorded (gitignore-style). */
    redaction: prefault(
      strictObject({
        patterns: _default(array(pattern), DEFAULTS.redaction.patterns),
        excludePaths: _default(array(string2()), DEFAULTS.redaction.excludePaths)
      }),
      {}
    ),
    /** Capture: whether the user's standing instructions ("always …", "never …") are kept as preferences. */
    capture: prefault(
      strictObject({
        preferences: _default(boolean2(), DEFAULTS.capture.preferences),
        /** Whether Claude Code's auto memory for the project becomes shared memories (from the committed config only once approved). */
        autoMemory: _default(boolean2(), DEFAULTS.capture.autoMemory)
      }),
      {}
    ),
    /**
     * The project's knowledge beside its documents: with `code`, each source file's leading comment and exported
     * names are indexed as a small chunk tied to its path (by `cortex search` and `cortex status`, never by a hook).
     */
    knowledge: prefault(
      strictObject({ code: _default(boolean2(), DEFAULTS.knowledge.code) }),
      {}
    ),
    /** Search: embedder, ranking weights, the prompt hook's relevance bar. */
    search: prefault(searchSchema, {}),
    /** The start-of-session briefing: token budget, weights of the kinds of memory, decay per hour without access, how much of the log it reads. */
    briefing: prefault(
      strictObject({
        budget: _default(
          between(...BRIEFING_BUDGET_RANGE).check(
            refine(Number.isInteger, {
              error: (issue2) => `expected a whole number of tokens, got ${String(issue2.input)}`
            })
          ),
          DEFAULTS.briefing.budget
        ),
        shares: pipe(
          _default(partialRecord(_enum(BRIEFING_KINDS), between(0, 1e3)), {}),
          transform((shares) => ({
            ...DEFAULTS.briefing.shares,
            ...shares
          }))
        ),
        decayPerHour: _default(between(0.5, 1), DEFAULTS.briefing.decayPerHour),
        /** How much of the log (newest event files first) the briefing is built from: a session start's cost stays bounded. */
        logMiB: _default(
          between(1, 65536).check(
            refine(Number.isInteger, {
              error: (issue2) => `expected a whole number of MiB, got ${String(issue2.input)}`
            })
          ),
          DEFAULTS.briefing.logMiB
        ),
        trustedAuthors: _default(
          pipe(
            unknown(),
            transform((value, context) => {
              if (value === "default-branch" || value === "everyone") return value;
              if (!Array.isArray(value) || !value.every((email2) => typeof email2 === "string")) {
                context.issues.push({
                  code: "custom",
                  input: value,
                  message: 'expected "default-branch", "everyone" or a list of e-mail addresses'
                });
                return "default-branch";
              }
              const emails = value.map((email2) => email2.trim().toLowerCase());
              const empty = emails.indexOf("");
              if (empty >= 0)
                context.issues.push({
                  code: "custom",
                  input: value,
                  path: [empty],
                  message: "must not be empty"
                });
              return emails;
            })
          ),
          DEFAULTS.briefing.trustedAuthors
        )
      }),
      {}
    )
  });
  return configSchema2;
}
function configSchema() {
  return builtSchema ??= buildConfigSchema();
}
function withoutSchemaKey(parsed) {
  const { $schema: _ignored, ...config2 } = parsed;
  return config2;
}
function formatPath(path) {
  return path.map(
    (key, index) => typeof key === "number" ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`
  ).join("");
}
function describeValue(value) {
  if (value === null) return "null";
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 40 ? "a string" : JSON.stringify(value);
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
}
function issueMessage(issue2) {
  const input = issue2.input;
  switch (issue2.code) {
    case "invalid_type": {
      const hint = SHAPE_HINTS[formatPath(issue2.path ?? [])];
      if (input === void 0) return "is required";
      const integer2 = issue2.expected === "number" && issue2.inst?._zod.def.format === "safeint";
      return `expected ${hint ?? EXPECTED[integer2 ? "int" : issue2.expected] ?? issue2.expected}, got ${describeValue(input)}`;
    }
    case "invalid_value":
      return `expected one of ${issue2.values.map(String).join(", ")}, got ${describeValue(input)}`;
    case "invalid_union":
      return `expected one of ${EMBEDDER_KINDS.join(", ")}, got ${describeValue(isPlainObject2(input) ? input.kind : input)}`;
    default:
      return "is not valid";
  }
}
function knownKeys(path, value) {
  let node = unwrap(configSchema(), value);
  let here = value;
  for (const key of path) {
    here = isPlainObject2(here) ? here[key] : void 0;
    const def2 = node._zod.def;
    const child = def2.shape?.[key] ?? def2.valueType;
    if (!child) return [];
    node = unwrap(child, here);
  }
  const def = node._zod.def;
  if (def.shape) return Object.keys(def.shape);
  if (def.keyType?._zod.def.entries) return Object.keys(def.keyType._zod.def.entries);
  return [];
}
function unwrap(start, value) {
  let node = start;
  for (; ; ) {
    const def = node._zod.def;
    if (def.innerType) node = def.innerType;
    else if (def.type === "pipe") node = def.in._zod.def.type === "transform" ? def.out : def.in;
    else if (def.type === "union" && def.options) {
      const kind = typeof value === "string" ? value : isPlainObject2(value) ? value.kind : void 0;
      const option = def.options.find(
        (candidate) => unwrap(candidate, void 0)._zod.def.shape?.kind?._zod.def.values?.includes(kind)
      );
      if (!option) return node;
      node = option;
    } else return node;
  }
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1)
      );
    }
    previous = current;
  }
  return previous[b.length];
}
function suggestKey(typed, known) {
  let best;
  let bestDistance = Math.max(2, Math.floor(typed.length / 3)) + 1;
  for (const key of known) {
    const distance = editDistance(typed, key);
    if (distance < bestDistance) [best, bestDistance] = [key, distance];
  }
  return best;
}
function check(value) {
  const result = configSchema().safeParse(value, { error: issueMessage, jitless: true });
  if (result.success) return { config: withoutSchemaKey(result.data), problems: [], unknown: [] };
  const checked = { problems: [], unknown: [] };
  for (const issue2 of result.error.issues) {
    if (issue2.code === "unrecognized_keys")
      checked.unknown.push(...issue2.keys.map((key) => ({ path: issue2.path, key })));
    else
      checked.problems.push({
        path: issue2.path,
        message: issue2.message,
        pattern: issue2.code === "custom" && issue2.params?.pattern === true
      });
  }
  return checked;
}
function without(value, paths) {
  const copy = structuredClone(value);
  const index = (path) => typeof path.at(-1) === "number" ? path.at(-1) : -1;
  const sorted = [...paths].sort((a, b) => index(b) - index(a));
  for (const path of sorted) {
    let parent = copy;
    for (const key of path.slice(0, -1))
      parent = isPlainObject2(parent) || Array.isArray(parent) ? parent[key] : void 0;
    const last = path.at(-1);
    if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
    else if (isPlainObject2(parent)) delete parent[last];
  }
  return copy;
}
function unknownLines(value, unknown2, file) {
  const order = /* @__PURE__ */ new Map();
  const walk = (node, prefix) => {
    if (!isPlainObject2(node)) return;
    for (const [key, inner] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      order.set(path, order.size);
      walk(inner, path);
    }
  };
  walk(value, "");
  return unknown2.map(({ path, key }) => {
    const where = formatPath(path);
    const here = where ? `${where}.${key}` : key;
    const suggestion = suggestKey(key, knownKeys(path, value));
    return {
      here,
      line: `${file}: ${here}: unknown setting${suggestion ? ` (did you mean "${where ? `${where}.` : ""}${suggestion}"?)` : ""}`
    };
  }).sort((a, b) => (order.get(a.here) ?? 0) - (order.get(b.here) ?? 0)).map(({ line }) => line);
}
function parseJson(text, file) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CortexError("BAD_CONFIG", `${file}: not valid JSON (${error.message})`, {
      hint: "fix the file or delete it to use the defaults"
    });
  }
}
function parseConfig(text, file) {
  const value = parseJson(text, file);
  if (!isPlainObject2(value)) throw new CortexError("BAD_CONFIG", `${file}: expected a JSON object`);
  let checked = check(value);
  const problem = checked.problems[0];
  if (problem)
    throw new CortexError("BAD_CONFIG", `${file}: ${formatPath(problem.path)}: ${problem.message}`);
  if (!checked.config)
    checked = check(
      without(
        value,
        checked.unknown.map(({ path, key }) => [...path, key])
      )
    );
  if (!checked.config)
    throw new CortexError(
      "BAD_CONFIG",
      `${file}: ${checked.problems.map((p) => `${formatPath(p.path)}: ${p.message}`)[0] ?? "not valid"}`
    );
  return checked.config;
}
function readConfigLeniently(text, file) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      config: DEFAULT_CONFIG,
      problems: [
        `${file}: not valid JSON (${error.message}); every setting is at its default`
      ],
      unknown: []
    };
  }
  if (!isPlainObject2(value))
    return {
      config: DEFAULT_CONFIG,
      problems: [`${file}: expected a JSON object; every setting is at its default`],
      unknown: []
    };
  const problems = [];
  let checked = check(value);
  const unknown2 = unknownLines(value, checked.unknown, file);
  let remaining = value;
  for (let pass = 0; pass < 4 && !checked.config; pass++) {
    const dropped = checked.unknown.map(({ path, key }) => [...path, key]);
    for (const problem of checked.problems) {
      const where = `${file}: ${formatPath(problem.path)}: ${problem.message}`;
      if (problem.pattern) {
        problems.push(`${where}; left out, the other patterns apply`);
        dropped.push(problem.path);
      } else if (problem.path.length === 0) {
        return {
          config: DEFAULT_CONFIG,
          problems: [...problems, `${where}; every setting is at its default`],
          unknown: unknown2
        };
      } else {
        const section = String(problem.path[0]);
        problems.push(`${where} (the ${section} settings are at their defaults)`);
        dropped.push([section]);
      }
    }
    remaining = without(remaining, dropped);
    checked = check(remaining);
  }
  return { config: checked.config ?? DEFAULT_CONFIG, problems, unknown: unknown2 };
}
var BRIEFING_BUDGET_RANGE, EMBEDDER_KINDS, DEFAULTS, builtSchema, DEFAULT_CONFIG, EXPECTED, SHAPE_HINTS;
var init_config = __esm({
  "src/config/config.ts"() {
    "use strict";
    init_mini();
    init_errors2();
    init_check();
    init_search_settings();
    init_briefing_kinds();
    BRIEFING_BUDGET_RANGE = [200, 8e3];
    EMBEDDER_KINDS = ["builtin", "none", "transformers", "openai", "voyage"];
    DEFAULTS = {
      author: "email",
      redaction: { patterns: [], excludePaths: [] },
      capture: { preferences: true, autoMemory: false },
      knowledge: { code: false },
      search: DEFAULT_SEARCH_CONFIG,
      briefing: {
        budget: DEFAULT_BRIEFING_BUDGET,
        shares: DEFAULT_SHARES,
        decayPerHour: 0.995,
        trustedAuthors: "default-branch",
        logMiB: DEFAULT_BRIEFING_LOG_MIB
      }
    };
    DEFAULT_CONFIG = DEFAULTS;
    EXPECTED = {
      string: "a string",
      number: "a number",
      int: "an integer",
      boolean: "true or false",
      object: "an object",
      array: "an array"
    };
    SHAPE_HINTS = {
      briefing: 'an object such as {"budget": 600}',
      redaction: 'an object with "patterns" and "excludePaths"',
      "search.embedder": '"builtin", "none" or an object with a "kind"'
    };
  }
});

// src/git/plumbing/refs.ts
function parseHeadFile(content) {
  const text = content.trim();
  if (text.startsWith("ref:")) return { ref: text.slice(4).trim() };
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(text)) return { commit: text };
  return void 0;
}
function findPackedRef(packedRefs, ref) {
  for (const line of packedRefs.split("\n")) {
    if (line.startsWith("#") || line.startsWith("^")) continue;
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1).trim() === ref) return line.slice(0, space);
  }
  return void 0;
}
function branchOfRef(ref) {
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : null;
}
var init_refs = __esm({
  "src/git/plumbing/refs.ts"() {
    "use strict";
  }
});

// src/files.ts
function readTextIfExists(path) {
  try {
    return (0, import_node_fs.readFileSync)(path, "utf8");
  } catch {
    return void 0;
  }
}
function writeFileAtomic(path, data, options = {}) {
  if (options.makeFolder) (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(path), { recursive: true });
  if (options.temporaryIn) (0, import_node_fs.mkdirSync)(options.temporaryIn, { recursive: true });
  const temporary = options.temporaryIn ? (0, import_node_path.join)(options.temporaryIn, `${(0, import_node_path.basename)(path)}.${process.pid}.tmp`) : `${path}.${process.pid}.tmp`;
  (0, import_node_fs.writeFileSync)(temporary, data);
  (0, import_node_fs.renameSync)(temporary, path);
}
var import_node_fs, import_node_path;
var init_files = __esm({
  "src/files.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path = require("node:path");
  }
});

// src/git/plumbing/repo.ts
function findRepo(start) {
  let dir = (0, import_node_path2.resolve)(start);
  for (; ; ) {
    const dotGit = (0, import_node_path2.join)(dir, ".git");
    let stat;
    try {
      stat = (0, import_node_fs2.statSync)(dotGit);
    } catch {
      stat = void 0;
    }
    if (stat?.isDirectory()) return { root: dir, gitDir: dotGit, commonDir: dotGit };
    if (stat?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readTextIfExists(dotGit) ?? "");
      if (pointer) {
        const gitDir = (0, import_node_path2.resolve)(dir, pointer[1].trim());
        const common2 = readTextIfExists((0, import_node_path2.join)(gitDir, "commondir"));
        return { root: dir, gitDir, commonDir: common2 ? (0, import_node_path2.resolve)(gitDir, common2.trim()) : gitDir };
      }
    }
    const parent = (0, import_node_path2.dirname)(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function readHead(repo) {
  const head = parseHeadFile(readTextIfExists((0, import_node_path2.join)(repo.gitDir, "HEAD")) ?? "");
  if (!head) return { branch: null, commit: null };
  if ("commit" in head) return { branch: null, commit: head.commit };
  const loose = readTextIfExists((0, import_node_path2.join)(repo.commonDir, head.ref)) ?? readTextIfExists((0, import_node_path2.join)(repo.gitDir, head.ref));
  const commit = loose?.trim() || findPackedRef(readTextIfExists((0, import_node_path2.join)(repo.commonDir, "packed-refs")) ?? "", head.ref) || null;
  return { branch: branchOfRef(head.ref), commit };
}
function headReader(repo) {
  return () => repo ? readHead(repo).commit : null;
}
function gitOutput(cwd, args) {
  const { spawnSync } = process.getBuiltinModule("node:child_process");
  const result = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"]
  });
  if (result.status !== 0) return void 0;
  return result.stdout.trim();
}
function readGitEmail(cwd) {
  return gitOutput(cwd, ["config", "user.email"]) || null;
}
var import_node_fs2, import_node_path2;
var init_repo = __esm({
  "src/git/plumbing/repo.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    import_node_path2 = require("node:path");
    init_refs();
    init_files();
  }
});

// src/events/paths.ts
function projectPaths(root2) {
  const cortexDir = (0, import_node_path3.join)(root2, ".cortex");
  const localDir = (0, import_node_path3.join)(cortexDir, "local");
  return {
    root: root2,
    cortexDir,
    eventsDir: (0, import_node_path3.join)(cortexDir, "events"),
    configFile: (0, import_node_path3.join)(cortexDir, "config.json"),
    localDir,
    localEventsDir: (0, import_node_path3.join)(localDir, "activity"),
    writersDir: (0, import_node_path3.join)(localDir, "writers"),
    appendLock: (0, import_node_path3.join)(localDir, "append.lock"),
    logFile: (0, import_node_path3.join)(localDir, "cortex.log")
  };
}
function local(paths, ...parts) {
  return (0, import_node_path3.join)(paths.localDir, ...parts);
}
function projectionsPendingFile(paths) {
  return local(paths, "projections-pending");
}
function briefingPendingFile(paths) {
  return local(paths, "briefing-pending");
}
function localConfigFile(paths) {
  return local(paths, "config.json");
}
function approvedSettingsFile(paths) {
  return local(paths, "approved-settings.json");
}
function badPatternsFile(paths) {
  return local(paths, "bad-patterns.json");
}
function configProblemsFile(paths) {
  return local(paths, "config-problems.txt");
}
function heartbeatDir(paths) {
  return local(paths, "heartbeat");
}
function captureDir(paths) {
  return local(paths, "capture");
}
function authorCacheFile(paths) {
  return local(paths, "author.json");
}
function autoMemoryFile(paths) {
  return local(paths, "auto-memory.json");
}
function monthFolder(now) {
  return now.toISOString().slice(0, 7);
}
function writerFileName(writer) {
  const safe = writer.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
  return `${safe === "" ? "_" : safe}.json`;
}
var import_node_path3;
var init_paths = __esm({
  "src/events/paths.ts"() {
    "use strict";
    import_node_path3 = require("node:path");
  }
});

// src/trust/settings.ts
function sensitiveSettings(config2) {
  const found = [];
  const embedder = config2.search.embedder;
  if (embedder.kind === "openai" || embedder.kind === "voyage") {
    found.push({
      path: "search.embedder",
      value: embedder,
      summary: `sends memory text to ${embedder.baseUrl} (${embedder.kind} embeddings, model ${embedder.model}) with the key in $${embedder.apiKeyEnv}`
    });
  }
  if (config2.capture.autoMemory) {
    found.push({
      path: "capture.autoMemory",
      value: true,
      summary: "copies your Claude Code auto memory for this project (notes Claude keeps for you on this machine) into the shared, committed log"
    });
  }
  const trusted = config2.briefing.trustedAuthors;
  if (trusted !== "default-branch") {
    found.push({
      path: "briefing.trustedAuthors",
      value: trusted,
      summary: trusted === "everyone" ? "puts everyone's memories in the briefing" : `puts the memories of ${trusted.join(", ") || "no one else"} in the briefing`
    });
  }
  const logMiB = config2.briefing.logMiB;
  if (logMiB !== DEFAULT_BRIEFING_LOG_MIB) {
    found.push({
      path: "briefing.logMiB",
      value: logMiB,
      summary: logMiB > DEFAULT_BRIEFING_LOG_MIB ? `makes every session start read the newest ${logMiB} MiB of the log (default ${DEFAULT_BRIEFING_LOG_MIB}), slower as the log grows` : `leaves all but the newest ${logMiB} MiB of the log out of the briefing (default ${DEFAULT_BRIEFING_LOG_MIB})`
    });
  }
  return found;
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value).sort().map(
      (key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`
    );
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}
function approvalHash(settings) {
  const body = canonicalJson(
    [...settings].sort((a, b) => a.path < b.path ? -1 : 1).map(({ path, value }) => ({ path, value }))
  );
  return `sha256:${(0, import_node_crypto.createHash)("sha256").update(body).digest("hex")}`;
}
function trustCommittedConfig(committed, approved, overridden = /* @__PURE__ */ new Set()) {
  const sensitive = sensitiveSettings(committed).filter((setting) => !overridden.has(setting.path));
  if (sensitive.length === 0) return { config: committed, withheld: [], sensitive };
  const hash = approvalHash(sensitive);
  if (approved.has(hash)) return { config: committed, withheld: [], hash, sensitive };
  const paths = new Set(sensitive.map((setting) => setting.path));
  const config2 = {
    ...committed,
    search: paths.has("search.embedder") ? { ...committed.search, embedder: DEFAULT_SEARCH_CONFIG.embedder } : committed.search,
    briefing: {
      ...committed.briefing,
      ...paths.has("briefing.trustedAuthors") ? { trustedAuthors: "default-branch" } : {},
      ...paths.has("briefing.logMiB") ? { logMiB: DEFAULT_BRIEFING_LOG_MIB } : {}
    },
    capture: paths.has("capture.autoMemory") ? { ...committed.capture, autoMemory: false } : committed.capture
  };
  return {
    config: config2,
    withheld: sensitive.map(({ path, summary }) => ({ path, summary })),
    hash,
    sensitive
  };
}
function describeWithheld(withheld) {
  const list = withheld.map((setting) => `${setting.path} (${setting.summary})`).join("; ");
  return `The committed .cortex/config.json asks for settings not approved on this machine, so they are not used: ${list}. Review them, then run \`cortex trust --approve\` (or set them in .cortex/local/config.json).`;
}
var import_node_crypto;
var init_settings = __esm({
  "src/trust/settings.ts"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    init_search_settings();
    init_briefing_kinds();
  }
});

// src/config/settings-files.ts
function entryAt(path) {
  try {
    return (0, import_node_fs3.lstatSync)(path).isSymbolicLink() ? "link" : "present";
  } catch {
    return "missing";
  }
}
function refusalOfLocal(paths, file) {
  const shown = (0, import_node_path4.relative)(paths.root, file);
  if (entryAt(paths.localDir) === "link")
    return `.cortex/local is a symbolic link, so ${shown} is not read: local state is never taken through a link (remove the link; cortex makes the folder again)`;
  const entry = entryAt(file);
  if (entry === "link")
    return `${shown} is a symbolic link and is not read (replace it with the file itself)`;
  if (entry === "missing") return void 0;
  const tracked = gitOutput(paths.root, ["ls-files", "-z", "--", shown]);
  if (tracked)
    return `${shown} is tracked by git, so it came with a commit, not from you, and is not read: \`git rm --cached ${shown}\` (cortex doctor --fix does it) and commit`;
  return void 0;
}
function readCommittedConfigText(paths) {
  if (entryAt(paths.configFile) === "link")
    throw new CortexError(
      "BAD_CONFIG",
      ".cortex/config.json is a symbolic link: cortex does not follow links in committed files",
      { hint: "replace it with the file itself" }
    );
  return readTextIfExists(paths.configFile);
}
function homeConfigFile(env) {
  const base = env.XDG_CONFIG_HOME || (env.HOME ? (0, import_node_path4.join)(env.HOME, ".config") : void 0);
  return base ? (0, import_node_path4.join)(base, "cortex", "config.json") : void 0;
}
function parseJsonObject(text, file) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CortexError("BAD_CONFIG", `${file}: not valid JSON (${error.message})`, {
      hint: "fix the file or delete it to use the defaults"
    });
  }
  if (!isPlainObject2(value)) throw new CortexError("BAD_CONFIG", `${file}: expected a JSON object`);
  return value;
}
function overlay(base, over, prefix = "") {
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] = isPlainObject2(value) && isPlainObject2(below) && !REPLACED_WHOLE.has(path) ? overlay(below, value, path) : value;
  }
  return out;
}
function pathsSet(value, prefix = "", into = /* @__PURE__ */ new Set()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    into.add(path);
    if (isPlainObject2(child)) pathsSet(child, path, into);
  }
  return into;
}
function withoutPath(value, path) {
  const [head, ...rest] = path.split(".");
  if (!(head in value)) return value;
  const out = { ...value };
  if (rest.length === 0) delete out[head];
  else if (isPlainObject2(out[head]))
    out[head] = withoutPath(out[head], rest.join("."));
  return out;
}
function readApprovals(paths) {
  return refusalOfLocal(paths, approvedSettingsFile(paths)) ? /* @__PURE__ */ new Set() : readApprovalsFile(paths);
}
function readApprovalsFile(paths) {
  const text = readTextIfExists(approvedSettingsFile(paths));
  if (text === void 0) return /* @__PURE__ */ new Set();
  try {
    const value = JSON.parse(text);
    return new Set(
      (value.approved ?? []).map((entry) => entry.hash).filter((hash) => typeof hash === "string")
    );
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
function readProjectSettings(paths, env) {
  const committedText = readCommittedConfigText(paths);
  const committed = committedText === void 0 ? DEFAULT_CONFIG : parseConfig(committedText, ".cortex/config.json");
  const locals = [];
  const refused = [];
  for (const file of [homeConfigFile(env), localConfigFile(paths)]) {
    if (file === void 0) continue;
    const refusal = file === localConfigFile(paths) ? refusalOfLocal(paths, file) : void 0;
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    const text = readTextIfExists(file);
    if (text !== void 0) locals.push({ file, raw: parseJsonObject(text, file) });
  }
  const approvalsRefused = refusalOfLocal(paths, approvedSettingsFile(paths));
  if (approvalsRefused) refused.push(approvalsRefused);
  const own2 = locals.reduce(
    (merged, local2) => overlay(merged, local2.raw),
    {}
  );
  const decision = trustCommittedConfig(
    committed,
    approvalsRefused ? /* @__PURE__ */ new Set() : readApprovalsFile(paths),
    pathsSet(own2)
  );
  if (locals.length === 0) return { ...decision, localFiles: [], refused };
  let base = committedText === void 0 ? {} : parseJsonObject(committedText, ".cortex/config.json");
  for (const setting of decision.withheld) base = withoutPath(base, setting.path);
  const files = locals.map((local2) => local2.file);
  const config2 = parseConfig(
    JSON.stringify(overlay(base, own2)),
    `.cortex/config.json with ${files.join(" and ")}`
  );
  return { ...decision, config: config2, localFiles: files, refused };
}
var import_node_fs3, import_node_path4, REPLACED_WHOLE;
var init_settings_files = __esm({
  "src/config/settings-files.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_node_path4 = require("node:path");
    init_repo();
    init_config();
    init_errors2();
    init_paths();
    init_check();
    init_files();
    init_settings();
    REPLACED_WHOLE = /* @__PURE__ */ new Set(["search.embedder"]);
  }
});

// src/project.ts
function readProjectConfigLeniently(paths, env = process.env) {
  let text;
  try {
    text = readCommittedConfigText(paths);
  } catch (error) {
    if (!(error instanceof CortexError)) throw error;
    const decision = trustCommittedConfig(DEFAULT_CONFIG, /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set());
    return {
      config: decision.config,
      withheld: [],
      refused: [],
      configReading: { config: decision.config, problems: [error.message], unknown: [] }
    };
  }
  const reading = text === void 0 ? void 0 : readConfigLeniently(text, ".cortex/config.json");
  try {
    const settings = readProjectSettings(paths, env);
    return {
      config: settings.config,
      withheld: settings.withheld,
      refused: settings.refused,
      configReading: { config: settings.config, problems: [], unknown: reading?.unknown ?? [] }
    };
  } catch (error) {
    if (!(error instanceof CortexError) || error.code !== "BAD_CONFIG") throw error;
    const problems = reading?.problems.length ? reading.problems : [error.message];
    const decision = trustCommittedConfig(
      reading?.config ?? DEFAULT_CONFIG,
      readApprovals(paths),
      /* @__PURE__ */ new Set()
    );
    return {
      config: decision.config,
      withheld: decision.withheld,
      refused: [],
      configReading: { config: decision.config, problems, unknown: reading?.unknown ?? [] }
    };
  }
}
function locate(cwd) {
  const repo = findRepo(cwd);
  if (!repo) return { kind: "no-repo" };
  const paths = projectPaths(repo.root);
  if (!(0, import_node_fs4.existsSync)(paths.cortexDir)) return { kind: "not-initialized", repo };
  return { kind: "project", repo, paths };
}
function linkedState(paths) {
  for (const [dir, path] of [
    [paths.cortexDir, ".cortex"],
    [paths.eventsDir, ".cortex/events"],
    [paths.localDir, ".cortex/local"]
  ]) {
    try {
      if ((0, import_node_fs4.lstatSync)(dir).isSymbolicLink()) return { path, target: (0, import_node_fs4.readlinkSync)(dir) };
    } catch {
    }
  }
  return void 0;
}
function linkedStateError(link) {
  return new CortexError(
    "LINKED_STATE",
    `${link.path} is a link (to ${link.target}): cortex reads and writes nothing through it`,
    {
      hint: link.path === ".cortex/local" ? "a commit can plant such a link: 'cortex doctor --fix' replaces it with a folder of its own" : `a commit can plant such a link: replace it with a real folder (git rm --cached ${link.path}, then restore the folder from history)`
    }
  );
}
function formatAuthor(email2, config2) {
  if (config2.author === "none") return null;
  if (config2.author === "email") return email2;
  return `sha256:${(0, import_node_crypto2.createHash)("sha256").update(email2.trim().toLowerCase()).digest("hex").slice(0, 16)}`;
}
var import_node_crypto2, import_node_fs4;
var init_project = __esm({
  "src/project.ts"() {
    "use strict";
    import_node_crypto2 = require("node:crypto");
    import_node_fs4 = require("node:fs");
    init_config();
    init_paths();
    init_repo();
    init_settings_files();
    init_settings();
    init_errors2();
  }
});

// src/events/lock.ts
function capLockWaits(ms) {
  timeoutCapMs = ms;
}
function sleep(ms) {
  Atomics.wait(pause, 0, 0, ms);
}
function hostname() {
  return process.getBuiltinModule("node:os").hostname();
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function lockTemporaryPath(path) {
  return `${path}.${process.pid}.tmp`;
}
function tryCreate(path, token) {
  const temporary = lockTemporaryPath(path);
  let fd;
  try {
    fd = (0, import_node_fs5.openSync)(temporary, "w");
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    (0, import_node_fs5.mkdirSync)((0, import_node_path5.dirname)(path), { recursive: true });
    fd = (0, import_node_fs5.openSync)(temporary, "w");
  }
  try {
    try {
      (0, import_node_fs5.writeSync)(fd, token);
    } finally {
      (0, import_node_fs5.closeSync)(fd);
    }
    (0, import_node_fs5.linkSync)(temporary, path);
    return true;
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw error;
  } finally {
    try {
      (0, import_node_fs5.unlinkSync)(temporary);
    } catch {
    }
  }
}
function readLock(path) {
  try {
    return { content: (0, import_node_fs5.readFileSync)(path, "utf8"), ageMs: Date.now() - (0, import_node_fs5.statSync)(path).mtimeMs };
  } catch {
    return void 0;
  }
}
function isStale(content, ageMs, staleMs) {
  let holder = {};
  try {
    holder = JSON.parse(content);
  } catch {
  }
  const known = typeof holder.pid === "number" && typeof holder.host === "string";
  const deadHere = known && holder.host === hostname() && !isAlive(holder.pid);
  return deadHere || ageMs >= (known ? staleMs : UNREADABLE_STALE_MS);
}
function clearIfStale(path, staleMs) {
  const lock = readLock(path);
  if (!lock || !isStale(lock.content, lock.ageMs, staleMs)) return;
  try {
    if ((0, import_node_fs5.readFileSync)(path, "utf8") === lock.content) (0, import_node_fs5.unlinkSync)(path);
  } catch {
  }
}
function withFileLock(path, fn, options = {}) {
  const timeoutMs = Math.min(options.timeoutMs ?? 5e3, timeoutCapMs);
  const staleMs = options.staleMs ?? 3e4;
  const token = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    since: (/* @__PURE__ */ new Date()).toISOString(),
    nonce: Math.random()
  });
  const started = Date.now();
  let wait = 2;
  while (!tryCreate(path, token)) {
    clearIfStale(path, staleMs);
    if (Date.now() - started > timeoutMs) throw new LockTimeoutError(path, timeoutMs);
    sleep(wait + Math.floor(Math.random() * wait));
    wait = Math.min(wait * 2, 50);
  }
  try {
    return fn();
  } finally {
    try {
      if ((0, import_node_fs5.readFileSync)(path, "utf8") === token) (0, import_node_fs5.unlinkSync)(path);
    } catch {
    }
  }
}
var import_node_fs5, import_node_path5, UNREADABLE_STALE_MS, timeoutCapMs, pause;
var init_lock = __esm({
  "src/events/lock.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path5 = require("node:path");
    init_errors2();
    UNREADABLE_STALE_MS = 1e3;
    timeoutCapMs = Infinity;
    pause = new Int32Array(new SharedArrayBuffer(4));
  }
});

// src/setup/assets.ts
function ownFile() {
  return typeof __filename === "string" ? __filename : (0, import_node_url.fileURLToPath)(import_meta.url);
}
function packageRoot() {
  if (root) return root;
  let dir = (0, import_node_path6.dirname)(ownFile());
  for (; ; ) {
    const manifest = (0, import_node_path6.join)(dir, "package.json");
    if ((0, import_node_fs6.existsSync)(manifest) && JSON.parse((0, import_node_fs6.readFileSync)(manifest, "utf8")).name === "cortex-memory") {
      root = dir;
      return dir;
    }
    const parent = (0, import_node_path6.dirname)(dir);
    if (parent === dir)
      throw new Error(
        "cannot find the cortex package folder (templates/ and githooks/ live there)"
      );
    dir = parent;
  }
}
function findAsset(...paths) {
  return paths.map((path) => (0, import_node_path6.join)(packageRoot(), path)).find((path) => (0, import_node_fs6.existsSync)(path));
}
var import_node_fs6, import_node_path6, import_node_url, import_meta, root;
var init_assets = __esm({
  "src/setup/assets.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_path6 = require("node:path");
    import_node_url = require("node:url");
    import_meta = {};
  }
});

// src/heap-growth.ts
function lowerHeapGrowth() {
  if (!setFlag(LOWER_GROWTH)) return () => void 0;
  return () => void setFlag(DEFAULT_GROWTH);
}
function setFlag(flag) {
  try {
    process.getBuiltinModule("node:v8").setFlagsFromString(flag);
    return true;
  } catch {
    return false;
  }
}
var DEFAULT_GROWTH, LOWER_GROWTH;
var init_heap_growth = __esm({
  "src/heap-growth.ts"() {
    "use strict";
    DEFAULT_GROWTH = "--heap-growing-percent=0";
    LOWER_GROWTH = "--heap-growing-percent=100";
  }
});

// src/memory/background-refresh.ts
function markerAgeMs(marker, now) {
  try {
    return now.getTime() - (0, import_node_fs7.statSync)(marker).mtimeMs;
  } catch {
    return void 0;
  }
}
function isRefreshOverdue(project, now) {
  const age = markerAgeMs(projectionsPendingFile(project.paths), now);
  return age !== void 0 && age >= RETRY_AFTER_MS;
}
function startProjectionRefresh(project, now) {
  return startDetached(project, now, projectionsPendingFile(project.paths), REFRESH_PROJECTIONS);
}
function startDetached(project, now, marker, event) {
  const age = markerAgeMs(marker, now);
  if (age !== void 0 && age < RETRY_AFTER_MS) return "already pending";
  const bin = findAsset("dist/bin.js");
  if (!bin) return "no cortex binary";
  writeFileAtomic(marker, `${now.toISOString()}
`, { makeFolder: true });
  const { spawn } = process.getBuiltinModule("node:child_process");
  const child = spawn(process.execPath, [bin, "hook", event], {
    cwd: project.paths.root,
    detached: true,
    stdio: "ignore",
    windowsHide: true
  });
  child.on("error", () => void 0);
  child.unref();
  return "started";
}
async function runProjectionRefresh(project) {
  if (!(0, import_node_fs7.existsSync)(projectionsPendingFile(project.paths))) return;
  const { regenerateProjections } = await Promise.resolve().then(() => __toESM(require("./projections.js"), 1));
  const head = () => JSON.stringify(readHead(project.repo));
  const restore = lowerHeapGrowth();
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = head();
      regenerateProjections(project);
      if (head() === before) break;
    }
  } finally {
    restore();
  }
}
function isBriefingRefreshPending(project) {
  return (0, import_node_fs7.existsSync)(briefingPendingFile(project.paths));
}
var import_node_fs7, REFRESH_PROJECTIONS, REFRESH_BRIEFING, RETRY_AFTER_MS;
var init_background_refresh = __esm({
  "src/memory/background-refresh.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    init_paths();
    init_files();
    init_assets();
    init_repo();
    init_heap_growth();
    REFRESH_PROJECTIONS = "refresh-projections";
    REFRESH_BRIEFING = "refresh-briefing";
    RETRY_AFTER_MS = 3e4;
  }
});

// src/redaction/private-spans.ts
function removePrivateSpans(text) {
  return text.includes("<private") || text.includes("<PRIVATE") ? text.replace(PRIVATE_SPAN, "[private]") : text;
}
var PRIVATE_SPAN;
var init_private_spans = __esm({
  "src/redaction/private-spans.ts"() {
    "use strict";
    PRIVATE_SPAN = /<private>[\s\S]*?(<\/private>|$)/gi;
  }
});

// src/redaction/rules.ts
function isPlaceholder(value) {
  const bare = value.replace(/^["']|["']$/g, "");
  if (/^[^\s@]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(bare)) return true;
  if (bare === "" || /^[$%<{[]/.test(bare) || /^\*+$/.test(bare) || /^x+$/i.test(bare) || /^\.{3}|…$/.test(bare))
    return true;
  return /^(?:string|number|boolean|null|undefined|none|true|false|required|optional|str|int|bool|env|process\.env\S*|os\.environ\S*|getpass\S*|input\S*)$/i.test(
    bare
  );
}
function entropy(value) {
  const counts = /* @__PURE__ */ new Map();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
function looksRandom(value, minLength = 16) {
  const bare = value.replace(/^["']|["']$/g, "");
  if (bare.length < minLength || !/[A-Za-z]/.test(bare) || !/\d/.test(bare)) return false;
  return entropy(bare) >= 3.2;
}
function hasTokenRun(text, length) {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const token = c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 43 || c === 47 || c === 95 || c === 61 || c === 45;
    run = token ? run + 1 : 0;
    if (run >= length) return true;
  }
  return false;
}
function decodesToText(value) {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(value)) return false;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  if (bytes.length < 12) return false;
  let printable = 0;
  for (const byte of bytes)
    if (byte >= 32 && byte < 127 || byte === 10 || byte === 9 || byte === 13)
      printable++;
  return printable / bytes.length >= 0.95;
}
function looksLikeBareKey(value) {
  const bare = value.replace(/=+$/, "");
  if (/^sha(?:1|256|384|512)-/.test(bare) || decodesToText(bare)) return false;
  if (/^[0-9a-fA-F]+$/.test(bare) || /^[0-9a-f-]+$/.test(bare)) return false;
  if (!/[A-Z]/.test(bare) || !/[a-z]/.test(bare)) return false;
  const digits = bare.replace(/\D/g, "").length;
  if (digits < 3) return false;
  const longestPart = Math.max(...bare.split(/[/_-]/).map((part) => part.length));
  if (longestPart < 24) return false;
  let switches = 0;
  for (let i = 1; i < bare.length; i++)
    if (/\d/.test(bare[i]) !== /\d/.test(bare[i - 1])) switches++;
  if (switches < 4) return false;
  return entropy(bare) >= 4.2;
}
function findSecretRanges(text, extra = []) {
  const ranges = [];
  const lower = text.toLowerCase();
  for (const rule of [...RULES, ...extra]) {
    if (rule.needs && !rule.needs(text, lower)) continue;
    rule.pattern.lastIndex = 0;
    for (let match = rule.pattern.exec(text); match; match = rule.pattern.exec(text)) {
      if (match[0] === "") {
        rule.pattern.lastIndex++;
        continue;
      }
      const group = rule.group ?? 0;
      const value = match[group];
      if (value === void 0 || value === "") continue;
      if (rule.accept && !rule.accept(value)) continue;
      if (rule.kind === "high-entropy" && NOT_SECRET_NAME.test(match[1])) continue;
      const start = match.index + (group === 0 ? 0 : match[0].lastIndexOf(value));
      if ((rule.kind === "high-entropy" || rule.kind === "key-fragment") && text[start + value.length] === "@")
        continue;
      if (rule.kind === "key-fragment" && ranges.some((range) => range.start < start + value.length && start < range.end))
        continue;
      ranges.push({
        start,
        end: start + value.length + (WRAPPING_KINDS.has(rule.kind) ? wrappedRest(text, start + value.length) : 0),
        kind: rule.kind
      });
    }
  }
  return ranges;
}
function wrappedRest(text, end) {
  const match = /^(?:\r?\n|\\n)[ \t]*([A-Za-z0-9_-]{8,})(?![A-Za-z0-9_-])/.exec(
    text.slice(end, end + 300)
  );
  return match && /\d/.test(match[1]) && /[A-Za-z]/.test(match[1]) ? match[0].length : 0;
}
var STRONG_NAME, WEAK_NAME, VALUE, AWS_PREFIXES, STRONG_WORDS, WEAK_WORDS, RULES, NOT_SECRET_NAME, WRAPPING_KINDS;
var init_rules = __esm({
  "src/redaction/rules.ts"() {
    "use strict";
    STRONG_NAME = "[A-Za-z0-9_.-]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CLIENT_?SECRET|CREDENTIALS?|AUTH_?KEY|SESSION_?KEY|SIGNING_?KEY|ENCRYPTION_?KEY|DSN)[A-Za-z0-9_]*";
    WEAK_NAME = "[A-Za-z0-9_.-]*(?:KEY|AUTH|PWD|PASS|SALT|COOKIE)[A-Za-z0-9_]*";
    VALUE = `("[^"\\n]*"|'[^'\\n]*'|[^\\s'"\`;&|,)}\\]]+)`;
    AWS_PREFIXES = [
      "AKIA",
      "ASIA",
      "ABIA",
      "ACCA",
      "AGPA",
      "AIDA",
      "AIPA",
      "ANPA",
      "ANVA",
      "AROA",
      "APKA",
      "ASCA"
    ];
    STRONG_WORDS = [
      "token",
      "secret",
      "passw",
      "passphrase",
      "apikey",
      "api_key",
      "accesskey",
      "access_key",
      "privatekey",
      "private_key",
      "credential",
      "authkey",
      "auth_key",
      "sessionkey",
      "session_key",
      "signingkey",
      "signing_key",
      "encryptionkey",
      "encryption_key",
      "dsn"
    ];
    WEAK_WORDS = ["key", "auth", "pwd", "pass", "salt", "cookie"];
    RULES = [
      {
        kind: "private-key",
        needs: (t) => t.includes("-----BEGIN"),
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g
      },
      // A key's body without its BEGIN line: two or more lines of exactly 64 base64 characters
      // (a PEM body, also with the `\n` escapes of a printf or a JSON string), or a run
      // starting with the DER prefix of a key (`MII…`, `MHcCAQEE…`, OpenSSH's `b3BlbnNzaC1rZXktdjE`).
      {
        kind: "private-key",
        needs: (t) => hasTokenRun(t, 64),
        pattern: /(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{64}[ \t]*(?:\\n|\r?\n)[ \t>"'`]*){1,}[A-Za-z0-9+/]{4,64}={0,2}(?=[ \t]*(?:\\n|\r?\n|["'`]|$))/g
      },
      {
        kind: "private-key",
        needs: (t) => t.includes("MII") || t.includes("MHcCAQEE") || t.includes("b3BlbnNzaC1rZXktdjE"),
        pattern: /(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{37,}|MHcCAQEE[A-Za-z0-9+/]{32,}|b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{21,})={0,2}/g
      },
      {
        kind: "aws-access-key",
        needs: (t) => AWS_PREFIXES.some((prefix) => t.includes(prefix)),
        pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g
      },
      {
        kind: "aws-secret-key",
        needs: (_t, l) => l.includes("secret"),
        pattern: /\b(?:aws_?secret_?(?:access_?)?key|secret_?access_?key)["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b/gi,
        group: 1
      },
      {
        kind: "github-token",
        needs: (t) => t.includes("gh") && t.includes("_"),
        pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g
      },
      {
        kind: "gitlab-token",
        needs: (t) => t.includes("gl") && t.includes("-"),
        pattern: /\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-[A-Za-z0-9_-]{20,}/g
      },
      {
        kind: "slack-token",
        needs: (t) => t.includes("xox"),
        pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g
      },
      {
        kind: "slack-webhook",
        needs: (t) => t.includes("hooks.slack.com"),
        pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g
      },
      { kind: "npm-token", needs: (t) => t.includes("npm_"), pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
      {
        kind: "npm-token",
        needs: (t) => t.includes("_authToken"),
        pattern: /_authToken\s*=\s*(\S+)/g,
        group: 1,
        accept: (value) => !isPlaceholder(value)
      },
      {
        kind: "anthropic-key",
        needs: (t) => t.includes("sk-ant-"),
        pattern: /\bsk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20,}/g
      },
      {
        kind: "openai-key",
        needs: (t) => t.includes("sk-"),
        pattern: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}/g
      },
      {
        kind: "stripe-key",
        needs: (t) => t.includes("_live_") || t.includes("_test_"),
        pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g
      },
      {
        kind: "google-api-key",
        needs: (t) => t.includes("AIza"),
        pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g
      },
      {
        kind: "google-oauth-secret",
        needs: (t) => t.includes("GOCSPX-"),
        pattern: /\bGOCSPX-[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/g
      },
      { kind: "mailgun-key", needs: (t) => t.includes("key-"), pattern: /\bkey-[0-9a-z]{32}\b/g },
      // Discord bot tokens: the base64 of the bot's id, a timestamp part, an HMAC part.
      {
        kind: "discord-token",
        needs: (t) => t.includes("."),
        pattern: /\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])/g
      },
      {
        kind: "vault-token",
        needs: (t) => t.includes("hvs.") || t.includes("hvb.") || t.includes("hvr."),
        pattern: /\bhv[sbr]\.[A-Za-z0-9_-]{24,}/g
      },
      {
        kind: "digitalocean-token",
        needs: (t) => t.includes("_v1_"),
        pattern: /\bdo[opr]_v1_[a-f0-9]{64}\b/g
      },
      {
        kind: "sendgrid-key",
        needs: (t) => t.includes("SG."),
        pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g
      },
      {
        kind: "jwt",
        needs: (t) => t.includes("eyJ"),
        pattern: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}/g
      },
      // user:password@ in any URL (database URLs, git remotes, proxies); the user name stays.
      {
        kind: "url-password",
        needs: (t) => t.includes("://") && t.includes("@"),
        pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"'`]+:([^\s@/"'`]+)@/gi,
        group: 1,
        accept: (value) => !isPlaceholder(value)
      },
      {
        kind: "auth-header",
        needs: (t) => t.includes("Bearer") || t.includes("Basic") || t.includes("Token"),
        pattern: /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/-]{12,}=*)/g,
        group: 1
      },
      // curl -u user:password, mysql -pPASSWORD, sshpass -p PASSWORD
      {
        kind: "password-flag",
        needs: (t) => t.includes("-u"),
        pattern: /(?:^|\s)-u\s+["']?[^\s:"']+:([^\s"']+)/g,
        group: 1,
        accept: (value) => !isPlaceholder(value)
      },
      {
        kind: "password-flag",
        needs: (t) => t.includes("mysql"),
        pattern: /\bmysql(?:dump|admin)?\b[^\n]*?\s-p([^\s"']+)/g,
        group: 1
      },
      // docker login -u me -p PASSWORD (and podman, helm registry, …)
      {
        kind: "password-flag",
        needs: (t) => t.includes(" login") && t.includes("-p"),
        pattern: /\blogin\b[^\n|;&]*?\s-p(?:\s+|=)?("[^"\n]*"|'[^'\n]*'|[^\s'"`;&|]+)/g,
        group: 1,
        accept: (value) => !isPlaceholder(value) && !value.startsWith("-")
      },
      {
        kind: "password-flag",
        needs: (t) => t.includes("sshpass"),
        pattern: /\bsshpass\s+-p\s*(\S+)/g,
        group: 1
      },
      {
        kind: "password-flag",
        needs: (t) => t.includes("--"),
        pattern: /--(?:[a-z]+-)*(?:password|passwd|pass|token|secret|api-?key|access-?key|private-key|client-secret|auth)(?:=|\s+)("[^"\n]*"|'[^'\n]*'|[^\s'"`;&|]+)/gi,
        group: 1,
        accept: (value) => !isPlaceholder(value) && !value.startsWith("-")
      },
      // export API_TOKEN=…, API_TOKEN: …, "client_secret": "…", set PASSWORD=…
      {
        kind: "secret-assignment",
        needs: (t, l) => (t.includes("=") || t.includes(":")) && STRONG_WORDS.some((word) => l.includes(word)),
        pattern: new RegExp(`["']?\\b${STRONG_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, "gi"),
        group: 1,
        accept: (value) => !isPlaceholder(value) && value.replace(/^["']|["']$/g, "").length >= 4
      },
      {
        kind: "secret-assignment",
        needs: (t, l) => (t.includes("=") || t.includes(":")) && WEAK_WORDS.some((word) => l.includes(word)) && hasTokenRun(t, 12),
        pattern: new RegExp(`["']?\\b${WEAK_NAME}\\b["']?\\s*(?::=|=|:)\\s*${VALUE}`, "gi"),
        group: 1,
        accept: (value) => !isPlaceholder(value) && looksRandom(value, 12)
      },
      // A secret named in words, as people paste one into a prompt: "the API key is …", "my token: …",
      // "password is …". Hex counts here (a key given as hex is still a key): the words say what it is.
      {
        kind: "secret-in-prose",
        needs: (t, l) => hasTokenRun(t, 16) && /\b(?:key|token|secret|password|passwd|passphrase|credentials?)\b/.test(l),
        pattern: /\b(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|private[ _-]?key|key|token|secret|password|passwd|passphrase|credentials?)\s+(?:is|was|would be|=|:)\s*["'`]?([A-Za-z0-9+/_=-]{16,})/gi,
        group: 1,
        accept: (value) => looksRandom(value, 16) || /^[0-9a-f]{16,}$/i.test(value) && /\d/.test(value) && /[a-f]/i.test(value)
      },
      // Any other name assigned a long random-looking value (ids and hashes by name excepted).
      {
        kind: "high-entropy",
        needs: (t) => (t.includes("=") || t.includes(":")) && hasTokenRun(t, 24),
        pattern: /\b([A-Za-z_][A-Za-z0-9_.-]*)["']?\s*[:=]\s*["']?([A-Za-z0-9+/_=-]{24,})/g,
        group: 2,
        accept: (value) => looksRandom(value, 24)
      },
      // A key with nothing around it that names it (half a key pasted in prose): 32 or more
      // characters that look machine-made. Hex (hashes, commit ids) is left alone.
      {
        kind: "key-fragment",
        needs: (t) => hasTokenRun(t, 32),
        pattern: /(?<![A-Za-z0-9+/_=.-])([A-Za-z0-9+/_-]{32,}={0,2})(?![A-Za-z0-9+/_=-])/g,
        group: 1,
        accept: looksLikeBareKey
      }
    ];
    NOT_SECRET_NAME = /(?:^|[_.-])(?:id|uuid|sha\d*|hash|commit|rev|revision|digest|checksum|version|etag|integrity|nonce|ref|path|file|url|name)$/i;
    WRAPPING_KINDS = /* @__PURE__ */ new Set([
      "stripe-key",
      "openai-key",
      "anthropic-key",
      "github-token",
      "gitlab-token",
      "slack-token",
      "npm-token",
      "google-oauth-secret",
      "vault-token",
      "discord-token",
      "sendgrid-key"
    ]);
  }
});

// src/events/rewrite.ts
function redactedMarker(kind) {
  return `[REDACTED:${kind}]`;
}
var init_rewrite = __esm({
  "src/events/rewrite.ts"() {
    "use strict";
    init_check();
  }
});

// src/events/control-characters.ts
function hasControlCharacters(text) {
  CONTROL.lastIndex = 0;
  return CONTROL.test(text) || text.includes("\r");
}
function stripControlCharacters(text) {
  if (!hasControlCharacters(text)) return text;
  return text.replace(/\r\n?/g, "\n").replace(ESCAPE_SEQUENCES, "").replace(CONTROL, "");
}
var ESCAPE_SEQUENCES, CONTROL;
var init_control_characters = __esm({
  "src/events/control-characters.ts"() {
    "use strict";
    ESCAPE_SEQUENCES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u009b[0-?]*[ -/]*[@-~]|\u009d[^\u0007\u001b\u009c]*(?:\u0007|\u009c)?|\u001b[@-Z\\-_]/g;
    CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
  }
});

// src/redaction/redactor.ts
function needsLibraryScan(text) {
  return CANDIDATE_HINTS.some((hint) => text.includes(hint)) && LIBRARY_CANDIDATE.test(text);
}
function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}
function applyRanges(text, ranges) {
  let out = "";
  let at = 0;
  for (const range of mergeRanges(ranges)) {
    out += text.slice(at, range.start) + redactedMarker(range.kind);
    at = range.end;
  }
  return out + text.slice(at);
}
function candidateTokens(text) {
  const ranges = [];
  const pattern = new RegExp(LIBRARY_CANDIDATE.source, "g");
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    let end = match.index + match[0].length;
    while (start > 0 && !/\s/.test(text[start - 1])) start--;
    while (end < text.length && !/\s/.test(text[end])) end++;
    ranges.push({ start, end, kind: "unverified" });
    pattern.lastIndex = end;
  }
  return ranges;
}
function findEncodedSecrets(text, extra) {
  const ranges = [];
  if (text.length < 24) return ranges;
  BASE64_RUN.lastIndex = 0;
  for (let match = BASE64_RUN.exec(text); match; match = BASE64_RUN.exec(text)) {
    const blob = match[0];
    if (!decodesToText(blob)) continue;
    const inner = Buffer.from(blob.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString(
      "utf8"
    );
    if (findSecretRanges(inner, extra).length > 0)
      ranges.push({ start: match.index, end: match.index + blob.length, kind: "encoded-secret" });
  }
  return ranges;
}
function spreadable(value) {
  if (value.length < 6 || /^\[REDACTED:[^\]]*\]$/.test(value)) return false;
  if (/[^A-Za-z]/.test(value)) return true;
  return value.length >= 12 && /[a-z]/.test(value) && /[A-Z]/.test(value.slice(1));
}
function spreadSecrets(texts, ranges, groups) {
  const secrets = /* @__PURE__ */ new Map();
  const groupOf = (index) => groups?.[index] ?? 0;
  texts.forEach((text, index) => {
    for (const range of ranges[index]) {
      const value = text.slice(range.start, range.end);
      const pieces = /\s/.test(value) ? [value, ...value.split(/\s+/).filter((piece) => piece.length >= 8)] : [value];
      for (const piece of pieces.filter(spreadable)) {
        const group = secrets.get(groupOf(index)) ?? /* @__PURE__ */ new Map();
        group.set(piece, range.kind);
        secrets.set(groupOf(index), group);
      }
    }
  });
  if (secrets.size === 0) return;
  texts.forEach((text, index) => {
    for (const [secret, kind] of secrets.get(groupOf(index)) ?? []) {
      for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length)) {
        ranges[index].push({ start: at, end: at + secret.length, kind });
      }
    }
  });
}
function redactPlainText(text) {
  const ranges = [...findSecretRanges(text), ...findEncodedSecrets(text)].filter(
    (range) => !((range.kind === "high-entropy" || range.kind === "key-fragment") && text.slice(range.start, range.end).includes("/"))
  );
  return ranges.length === 0 ? text : applyRanges(text, ranges);
}
async function redactTexts(texts, options = {}) {
  const unique = [...new Set(texts)];
  if (unique.length < texts.length && !options.groups) {
    const outcome = await redactTexts(unique, options);
    const byText = new Map(unique.map((text, index) => [text, outcome.texts[index]]));
    return { ...outcome, texts: texts.map((text) => byText.get(text)) };
  }
  const cleaned = texts.map((text) => stripControlCharacters(removePrivateSpans(text)));
  const ranges = cleaned.map((text) => [
    ...findSecretRanges(text, options.extra),
    ...findEncodedSecrets(text, options.extra)
  ]);
  const custom = options.custom?.(cleaned);
  custom?.ranges.forEach((list, index) => ranges[index].push(...list));
  const candidates = cleaned.map((text, index) => ({ text, index })).filter(({ text }) => needsLibraryScan(text));
  let libraryProblem;
  if (candidates.length > 0) {
    let found;
    if (options.library) {
      try {
        found = await options.library(candidates.map(({ text }) => text).join(SEPARATOR));
      } catch (error) {
        libraryProblem = `secret scanner unavailable (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); redacted every candidate instead`;
      }
    } else {
      libraryProblem = "secret scanner not available here; redacted every candidate instead";
    }
    let offset = 0;
    for (const { text, index } of candidates) {
      const end = offset + text.length;
      if (found) {
        for (const range of found) {
          if (range.end <= offset || range.start >= end) continue;
          ranges[index].push({
            start: Math.max(range.start, offset) - offset,
            end: Math.min(range.end, end) - offset,
            kind: range.kind
          });
        }
      } else {
        ranges[index].push(...candidateTokens(text));
      }
      offset = end + SEPARATOR.length;
    }
  }
  spreadSecrets(cleaned, ranges, options.groups);
  let redacted = 0;
  const out = cleaned.map((text, index) => {
    const list = ranges[index];
    if (list.length === 0) return text;
    redacted += mergeRanges(list).length;
    return applyRanges(text, list);
  });
  return {
    texts: out,
    redacted,
    libraryScanned: candidates.length > 0,
    ...libraryProblem ? { libraryProblem } : {},
    ...custom?.problems.length ? { patternProblems: custom.problems } : {}
  };
}
function collectStrings(value, into) {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value !== null && typeof value === "object")
    for (const key of Object.keys(value))
      collectStrings(value[key], into);
}
function replaceStrings(value, next) {
  if (typeof value === "string") return next();
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, next));
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value))
      out[key] = replaceStrings(value[key], next);
    return out;
  }
  return value;
}
async function redactValues(values, options = {}) {
  const strings = [];
  const groups = [];
  values.forEach((value, index2) => {
    const before = strings.length;
    collectStrings(value, strings);
    for (let i = before; i < strings.length; i++) groups.push(index2);
  });
  const outcome = await redactTexts(strings, { ...options, groups });
  let index = 0;
  const next = () => outcome.texts[index++];
  return { values: values.map((value) => replaceStrings(value, next)), outcome };
}
var LIBRARY_CANDIDATE, CANDIDATE_HINTS, BASE64_RUN, SEPARATOR;
var init_redactor = __esm({
  "src/redaction/redactor.ts"() {
    "use strict";
    init_private_spans();
    init_rules();
    init_rewrite();
    init_control_characters();
    LIBRARY_CANDIDATE = /\b(?:A3T[A-Z0-9]|AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{12,}|aws_?secret|-----BEGIN|private_key|\bnpm_[A-Za-z0-9]{20}|_authToken|\/\/[^\s/@:]+:[^\s/@]+@|\bxox[a-z]-|hooks\.slack\.com|\bSG\.[\w-]{10}|\bshp(?:at|ca|pa|ss)_|\bgh[pousr]_[A-Za-z0-9]{20}|\bgithub_pat_|\bsk-[A-Za-z0-9]|\blin_api_|\bops_[A-Za-z0-9]|\bgl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|ffct|agent)-|GR1348941|\b(?:mongodb(?:\+srv)?|postgres(?:ql)?|mysql|mariadb|redis|amqps?|jdbc:[a-z]+):\/\//;
    CANDIDATE_HINTS = [
      "A3T",
      "AKIA",
      "ASIA",
      "AGPA",
      "AIDA",
      "AROA",
      "AIPA",
      "ANPA",
      "ANVA",
      "aws",
      "AWS",
      "Aws",
      "-----BEGIN",
      "private_key",
      "npm_",
      "_authToken",
      "@",
      "xox",
      "hooks.slack.com",
      "SG.",
      "shp",
      "gh",
      "github_pat_",
      "sk-",
      "lin_api_",
      "ops_",
      "gl",
      "GR1348941",
      "://"
    ];
    BASE64_RUN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/_=-])/g;
    SEPARATOR = "\n\n\n";
  }
});

// src/events/types.ts
function define(definition) {
  return definition;
}
function isEventType(name) {
  return Object.hasOwn(EVENT_TYPES, name);
}
var planStep, activityCommand, common, EVENT_TYPES, EVENT_TYPE_NAMES, MEMORY_KINDS, MEMORY_KIND_NAMES;
var init_types = __esm({
  "src/events/types.ts"() {
    "use strict";
    init_check();
    planStep = object({
      content: nonEmptyStr,
      status: oneOf("pending", "in_progress", "completed")
    });
    activityCommand = object({
      command: nonEmptyStr,
      description: optional2(str),
      runs: optional2(int2),
      failed: optional2(int2),
      test: optional2(oneOf("passed", "failed"))
    });
    common = {
      tags: optional2(arrayOf(str)),
      kind: optional2(str),
      files: optional2(arrayOf(str)),
      /** What the memory is about (an identifier, a file, a command): capture merges restatements by it. */
      subject: optional2(str)
    };
    EVENT_TYPES = {
      decision_made: define({
        alias: "decision",
        category: "knowledge",
        salience: 0.9,
        immortal: true,
        summary: "a choice that was made, with its reason",
        data: object({ ...common, reason: optional2(str), alternatives: optional2(arrayOf(str)) })
      }),
      approach_rejected: define({
        alias: "rejected",
        category: "knowledge",
        salience: 0.9,
        immortal: true,
        summary: "an approach that was tried or proposed and rejected, with why",
        data: object({ ...common, reason: optional2(str) })
      }),
      plan_created: define({
        alias: "plan",
        category: "knowledge",
        salience: 0.85,
        immortal: false,
        summary: "a multi-step plan, or a new version of one",
        data: object({ ...common, steps: optional2(arrayOf(planStep)), plan: optional2(str) })
      }),
      plan_step_completed: define({
        alias: "step",
        category: "knowledge",
        salience: 0.7,
        immortal: false,
        summary: "progress on a plan",
        data: object({ ...common, step: nonEmptyStr })
      }),
      knowledge_acquired: define({
        alias: "learned",
        category: "knowledge",
        salience: 0.7,
        immortal: false,
        summary: "something learned about the code or the project",
        data: object({ ...common })
      }),
      error_resolved: define({
        alias: "fix",
        category: "knowledge",
        salience: 0.75,
        immortal: false,
        summary: "an error and what fixed it",
        data: object({
          ...common,
          error: optional2(str),
          cause: optional2(str),
          fix: optional2(str),
          command: optional2(str)
        })
      }),
      preference_noted: define({
        alias: "preference",
        category: "knowledge",
        salience: 0.8,
        immortal: false,
        summary: "a user's preference or convention",
        data: object({ ...common })
      }),
      task_completed: define({
        alias: "task",
        category: "knowledge",
        salience: 0.6,
        immortal: false,
        summary: "a finished piece of work",
        data: object({ ...common })
      }),
      session_outcome: define({
        alias: "outcome",
        category: "knowledge",
        salience: 0.8,
        immortal: false,
        summary: "what a session set out to do, where it got, what it did, what it left open, the docs it wrote and the commits it made; a later one of the same session replaces it",
        data: object({
          ...common,
          goal: optional2(str),
          outcome: optional2(str),
          openEnds: optional2(arrayOf(str)),
          docs: optional2(arrayOf(object({ path: nonEmptyStr, title: optional2(str) }))),
          commits: optional2(
            arrayOf(object({ hash: nonEmptyStr, subject: str, branch: optional2(str) }))
          ),
          decisions: optional2(arrayOf(str)),
          branches: optional2(arrayOf(str))
        })
      }),
      file_modified: define({
        alias: "edit",
        category: "activity",
        salience: 0.4,
        immortal: false,
        summary: "files that were written or edited",
        data: object({ ...common, files: arrayOf(str), created: optional2(arrayOf(str)) })
      }),
      file_explored: define({
        alias: "read",
        category: "activity",
        salience: 0.3,
        immortal: false,
        summary: "files read or searched to understand the code",
        data: object({ ...common, pattern: optional2(str) })
      }),
      command_run: define({
        alias: "command",
        category: "activity",
        salience: 0.2,
        immortal: false,
        summary: "a shell command (never its output)",
        data: object({ ...common, command: str, exitCode: optional2(int2), description: optional2(str) })
      }),
      session_activity: define({
        alias: "activity",
        category: "activity",
        salience: 0.4,
        immortal: false,
        summary: "a session's activity condensed: files touched, distinct commands and why they ran, tests and how they ended",
        data: object({
          ...common,
          created: optional2(arrayOf(str)),
          reads: optional2(int2),
          commands: optional2(arrayOf(activityCommand)),
          runs: optional2(int2)
        })
      }),
      memory_retracted: define({
        alias: "forget",
        category: "control",
        salience: 0,
        immortal: true,
        summary: "forgets the events in refs",
        data: object({ ...common, reason: optional2(str) })
      }),
      memory_superseded: define({
        alias: "supersede",
        category: "control",
        salience: 0.9,
        immortal: true,
        summary: "replaces the event in refs with this content",
        data: object({ ...common })
      }),
      memory_pinned: define({
        alias: "pin",
        category: "control",
        salience: 0,
        immortal: true,
        summary: "pins (or, with pinned: false, unpins) the events in refs",
        data: object({ ...common, pinned: bool })
      }),
      memory_edited: define({
        alias: "edit-memory",
        category: "control",
        salience: 0,
        immortal: true,
        summary: "corrects the wording of the event in refs to this content",
        data: object({ ...common })
      })
    };
    EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES);
    MEMORY_KINDS = {
      decision: { type: "decision_made", kind: void 0 },
      rejected: { type: "approach_rejected", kind: void 0 },
      learned: { type: "knowledge_acquired", kind: void 0 },
      plan: { type: "plan_created", kind: void 0 },
      preference: { type: "preference_noted", kind: void 0 },
      gotcha: { type: "knowledge_acquired", kind: "gotcha" }
    };
    MEMORY_KIND_NAMES = Object.keys(MEMORY_KINDS);
  }
});

// src/projections/affects.ts
function affectsCommittedProjections(events) {
  return events.some(
    (event) => EVENT_TYPES[event.type].category !== "activity" || event.refs.length > 0
  );
}
var init_affects = __esm({
  "src/projections/affects.ts"() {
    "use strict";
    init_types();
  }
});

// src/events/append-only.ts
function classifyAppendOnly(mark, now, fingerprintNow) {
  if (mark.ino !== void 0 && now.ino !== void 0 && now.ino !== mark.ino) return "replaced";
  const sameSize = now.size === (mark.size ?? mark.offset);
  if (sameSize && mark.mtimeMs !== void 0 && now.mtimeMs === mark.mtimeMs) return "unchanged";
  if (now.size < mark.offset) return "rewritten";
  if (mark.offset > 0 && fingerprintNow(mark.offset) !== mark.fingerprint) return "rewritten";
  return sameSize && mark.mtimeMs === void 0 ? "unchanged" : "grown";
}
var NOTHING_READ;
var init_append_only = __esm({
  "src/events/append-only.ts"() {
    "use strict";
    NOTHING_READ = { offset: 0, fingerprint: "" };
  }
});

// src/events/id.ts
function encodeTime(ms) {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIME)
    throw new RangeError(`time out of range for an id: ${ms}`);
  let out = "";
  let rest = ms;
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}
function encodeRandom(bytes) {
  if (bytes.length < 10) throw new RangeError("an id needs 10 bytes of entropy");
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < 10; i++) {
    buffer = buffer << 8 | bytes[i];
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[buffer >> bits & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}
function newEventId(ms, entropy2) {
  return encodeTime(ms) + encodeRandom(entropy2);
}
function deriveEventId(ms, sourceKey) {
  const digest = (0, import_node_crypto3.createHash)("sha256").update(sourceKey).digest();
  return encodeTime(ms) + encodeRandom(digest);
}
function timeOfId(id) {
  let ms = 0;
  for (let i = 0; i < TIME_LENGTH; i++) ms = ms * 32 + ALPHABET.indexOf(id[i].toUpperCase());
  return ms;
}
var import_node_crypto3, ALPHABET, TIME_LENGTH, MAX_TIME, EVENT_ID_PATTERN;
var init_id = __esm({
  "src/events/id.ts"() {
    "use strict";
    import_node_crypto3 = require("node:crypto");
    ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    TIME_LENGTH = 10;
    MAX_TIME = 2 ** 48 - 1;
    EVENT_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
  }
});

// src/events/line-compaction.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isTodoLine(value) {
  if (!isRecord(value.source) || value.source.layer !== "structural") return false;
  if (value.type === "plan_step_completed") return true;
  return value.type === "plan_created" && isRecord(value.data) && value.data.plan === void 0 && (value.data.stepStatus !== void 0 || value.data.steps !== void 0);
}
function restoreLine(value) {
  if (isTodoLine(value) && value.source.tool === void 0)
    value.source = {
      layer: "structural",
      tool: TODO_TOOL,
      ...value.source
    };
  const data = value.data;
  if (value.type !== "plan_created" || !isRecord(data) || typeof data.stepStatus !== "string" || data.steps !== void 0 || typeof value.content !== "string")
    return;
  const head = PLAN_HEAD.exec(value.content);
  if (!head) return;
  const steps = value.content.slice(head[0].length).split("; ");
  const letters = [...data.stepStatus];
  if (steps.length !== Number(head[1]) || letters.length !== steps.length || letters.some((letter) => !LETTER_STATUS[letter]))
    return;
  const { stepStatus: _status, ...rest } = data;
  value.data = {
    steps: steps.map((content, index) => ({ content, status: LETTER_STATUS[letters[index]] })),
    ...rest
  };
}
function compactLine(line) {
  let short;
  const data = line.data;
  if (line.type === "plan_created" && isRecord(data) && Array.isArray(data.steps) && Object.keys(data)[0] === "steps" && data.stepStatus === void 0) {
    const steps = data.steps;
    const letters = steps.map(
      (step) => isRecord(step) && Object.keys(step).join() === "content,status" ? STATUS_LETTER[String(step.status)] : void 0
    );
    if (steps.length > 0 && letters.every(Boolean)) {
      const { steps: _steps, ...rest } = data;
      short = { ...line, data: { stepStatus: letters.join(""), ...rest } };
    }
  }
  if (isTodoLine(line) && isRecord(line.source) && line.source.tool === TODO_TOOL) {
    const { tool: _tool, ...source2 } = line.source;
    short = { ...short ?? line, source: source2 };
  }
  if (!short) return void 0;
  const back = JSON.parse(JSON.stringify(short));
  restoreLine(back);
  return sameValue(back, line) ? short : void 0;
}
function sameValue(a, b) {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== void 0);
  const bKeys = Object.keys(b).filter((key) => b[key] !== void 0);
  return keys.join("\0") === bKeys.join("\0") && keys.every((key) => sameValue(a[key], b[key]));
}
var STATUS_LETTER, LETTER_STATUS, PLAN_HEAD, TODO_TOOL;
var init_line_compaction = __esm({
  "src/events/line-compaction.ts"() {
    "use strict";
    STATUS_LETTER = { in_progress: "i", pending: "p", completed: "c" };
    LETTER_STATUS = { i: "in_progress", p: "pending", c: "completed" };
    PLAN_HEAD = /^Plan(?: revised)? \((\d+) steps?\): /;
    TODO_TOOL = "TodoWrite";
  }
});

// src/events/envelope.ts
function isRealTime(ts) {
  const month = Number(ts.slice(5, 7));
  const day = Number(ts.slice(8, 10));
  const hour = Number(ts.slice(11, 13));
  const minute = Number(ts.slice(14, 16));
  const second = Number(ts.slice(17, 19));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return false;
  if (day <= 28) return true;
  const year = Number(ts.slice(0, 4));
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}
function isCompleteEnvelope(value, type) {
  const { id, ts, session, branch, author, content, salience, confidence, immortal, source: source2, refs } = value;
  if (value.v !== FORMAT_VERSION || typeof id !== "string" || !ID_CHARS.test(id)) return false;
  if (typeof ts !== "string" || !ISO_UTC.test(ts)) return false;
  if (!(session === null || typeof session === "string") || !(branch === null || typeof branch === "string"))
    return false;
  if (!(author === null || typeof author === "string")) return false;
  if (typeof content !== "string" || content.trim() === "") return false;
  if (salience !== void 0 && (typeof salience !== "number" || !(salience >= 0 && salience <= 1)))
    return false;
  if (confidence !== void 0 && (typeof confidence !== "number" || !(confidence >= 0 && confidence <= 1)))
    return false;
  if (immortal !== void 0 && typeof immortal !== "boolean" || refs !== void 0 && !Array.isArray(refs))
    return false;
  if (!isPlainObject2(source2) || typeof source2.layer !== "string" || !LAYER_SET.has(source2.layer))
    return false;
  for (const key of ["tool", "record", "agent"])
    if (source2[key] !== void 0 && typeof source2[key] !== "string") return false;
  if (refs !== void 0) {
    for (const ref of refs)
      if (typeof ref !== "string" || !ID_CHARS.test(ref)) return false;
  }
  if (value.data === void 0) value.data = {};
  else if (!isPlainObject2(value.data)) return false;
  if (confidence === void 0) value.confidence = LAYER_CONFIDENCE[source2.layer];
  if (salience === void 0) value.salience = EVENT_TYPES[type].salience;
  if (immortal === void 0) value.immortal = EVENT_TYPES[type].immortal;
  if (refs === void 0) value.refs = [];
  return true;
}
function checkEnvelope(value, type) {
  const version2 = int2(value.v, "v");
  if (version2 > FORMAT_VERSION) throw new UpgradeRequiredError(version2, FORMAT_VERSION);
  if (version2 < 1) throw new ValidationError("v", `must be 1 or more, got ${version2}`);
  eventId(value.id, "id");
  timestamp(value.ts, "ts");
  const definition = EVENT_TYPES[type];
  value.session ??= null;
  value.branch ??= null;
  value.author ??= null;
  value.salience ??= definition.salience;
  value.immortal ??= definition.immortal;
  value.source ??= { layer: "import" };
  value.refs ??= [];
  value.data ??= {};
  if (value.confidence === void 0) {
    const layer = isPlainObject2(value.source) ? value.source.layer : void 0;
    value.confidence = typeof layer === "string" && layer in LAYER_CONFIDENCE ? LAYER_CONFIDENCE[layer] : 1;
  }
  for (const [field, check2] of CHECKS) check2(value[field], field);
}
function completeRepeatedStep(value) {
  const data = value.data;
  const content = value.content;
  if (!isPlainObject2(data) || data.step !== void 0 || typeof content !== "string" || !content.startsWith(STEP_PREFIX))
    return;
  value.data = { step: content.slice(STEP_PREFIX.length), ...data };
}
function intern(text) {
  if (typeof text !== "string" || text.length > 80) return text;
  const known = interned.get(text);
  if (known !== void 0) return known;
  if (interned.size >= INTERNED_MAX) interned.clear();
  interned.set(text, text);
  return text;
}
function internRepeated(value) {
  value.type = intern(value.type);
  value.session = intern(value.session);
  value.branch = intern(value.branch);
  value.author = intern(value.author);
  const source2 = value.source;
  source2.tool = intern(source2.tool);
  source2.layer = intern(source2.layer);
}
function checkDepth(data) {
  const stack = [{ value: data, depth: 1 }];
  while (stack.length) {
    const { value, depth } = stack.pop();
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DATA_DEPTH)
      throw new ValidationError("data", `nested more than ${MAX_DATA_DEPTH} levels deep`);
    for (const child of Array.isArray(value) ? value : Object.values(value))
      if (child !== null && typeof child === "object")
        stack.push({ value: child, depth: depth + 1 });
  }
}
function validateEvent(value) {
  if (!isPlainObject2(value)) throw new ValidationError("", "an event must be a JSON object");
  if (typeof value.v === "number" && value.v > FORMAT_VERSION)
    throw new UpgradeRequiredError(value.v, FORMAT_VERSION);
  const type = value.type;
  if (typeof type !== "string" || !isEventType(type)) {
    if (typeof type !== "string") str(type, "type");
    throw new ValidationError(
      "type",
      `unknown event type ${JSON.stringify(type)} (known: ${EVENT_TYPE_NAMES.join(", ")})`
    );
  }
  if (type === "plan_created" || type === "plan_step_completed") restoreLine(value);
  if (!isCompleteEnvelope(value, type)) checkEnvelope(value, type);
  if (type === "plan_step_completed") completeRepeatedStep(value);
  if (!isRealTime(value.ts))
    throw new ValidationError("ts", `not a real date: ${String(value.ts)}`);
  checkDepth(value.data);
  EVENT_TYPES[type].data(value.data, "data");
  if (EVENT_TYPES[type].category === "control" && value.refs.length === 0) {
    throw new ValidationError("refs", `a ${type} event must name the event(s) it applies to`);
  }
  internRepeated(value);
  return value;
}
function makeEvent(init) {
  const definition = EVENT_TYPES[init.type];
  const event = {
    v: FORMAT_VERSION,
    id: init.id,
    ts: init.ts,
    type: init.type,
    session: init.session ?? null,
    branch: init.branch ?? null,
    author: init.author ?? null,
    content: init.content,
    salience: init.salience ?? definition.salience,
    confidence: init.confidence ?? LAYER_CONFIDENCE[init.source.layer],
    immortal: init.immortal ?? definition.immortal,
    source: init.source,
    refs: init.refs ?? [],
    data: init.data ?? {}
  };
  validateEvent(event);
  return event;
}
var FORMAT_VERSION, ENVELOPE_FIELDS, LAYERS, LAYER_CONFIDENCE, STEP_PREFIX, ISO_UTC, timestamp, eventId, source, CHECKS, LAYER_SET, ID_CHARS, interned, INTERNED_MAX, MAX_DATA_DEPTH;
var init_envelope = __esm({
  "src/events/envelope.ts"() {
    "use strict";
    init_errors2();
    init_check();
    init_id();
    init_line_compaction();
    init_types();
    FORMAT_VERSION = 1;
    ENVELOPE_FIELDS = [
      "v",
      "id",
      "ts",
      "type",
      "session",
      "branch",
      "author",
      "content",
      "salience",
      "confidence",
      "immortal",
      "source",
      "refs",
      "data"
    ];
    LAYERS = ["structural", "keyword", "tag", "summary", "manual", "import"];
    LAYER_CONFIDENCE = {
      structural: 1,
      keyword: 0.5,
      tag: 1,
      // Claude Code's own compaction summary: an LLM's account, right far more often than not, but second-hand.
      summary: 0.8,
      manual: 1,
      import: 1
    };
    STEP_PREFIX = "Completed: ";
    ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
    timestamp = matching(ISO_UTC, "an ISO-8601 UTC time such as 2026-11-20T14:03:11.000Z");
    eventId = matching(EVENT_ID_PATTERN, "a 26-character event id (ULID, uppercase)");
    source = object({
      layer: oneOf(...LAYERS),
      tool: optional2(str),
      record: optional2(str),
      agent: optional2(str)
    });
    CHECKS = Object.entries({
      session: nullable(str),
      branch: nullable(str),
      author: nullable(str),
      content: nonEmptyStr,
      salience: num(0, 1),
      confidence: num(0, 1),
      immortal: bool,
      source,
      refs: arrayOf(eventId)
    });
    LAYER_SET = new Set(LAYERS);
    ID_CHARS = /^[0-9A-HJKMNP-TV-Z]{26}$/;
    interned = /* @__PURE__ */ new Map();
    INTERNED_MAX = 2e4;
    MAX_DATA_DEPTH = 32;
  }
});

// src/events/codec.ts
function isConflictMarker(line) {
  return CONFLICT_MARKER.test(line);
}
function parseEventLine(line) {
  if (line.length > MAX_LINE_CHARS) {
    throw new ValidationError(
      "",
      `a line of ${line.length.toLocaleString("en-US")} characters, more than the ${MAX_LINE_CHARS.toLocaleString("en-US")} an event may take`
    );
  }
  let value;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new NotJsonError(error instanceof Error ? error.message : String(error));
  }
  return validateEvent(value);
}
function isDefault(event, field) {
  switch (field) {
    case "immortal":
      return event.immortal === EVENT_TYPES[event.type]?.immortal;
    case "salience":
      return event.salience === EVENT_TYPES[event.type]?.salience;
    case "refs":
      return Array.isArray(event.refs) && event.refs.length === 0;
    case "confidence":
      return Object.hasOwn(LAYER_CONFIDENCE, event.source.layer) && event.confidence === LAYER_CONFIDENCE[event.source.layer];
    default:
      return false;
  }
}
function serializeEvent(event) {
  return serializeLine(event, true);
}
function serializeLine(event, short) {
  const ordered = {};
  for (const field of ENVELOPE_FIELDS) if (!isDefault(event, field)) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  const data = dataWithoutRepeatedStep(event);
  if (data === void 0) delete ordered.data;
  else ordered.data = data;
  return JSON.stringify((short ? compactLine(ordered) : void 0) ?? ordered);
}
function dataWithoutRepeatedStep(event) {
  const data = event.data;
  if (event.type !== "plan_step_completed" || data === null || typeof data !== "object")
    return data;
  const keys = Object.keys(data);
  const step = data.step;
  if (keys[0] !== "step" || typeof step !== "string" || step === "" || event.content !== `${STEP_PREFIX}${step}`)
    return data;
  if (keys.length === 1) return void 0;
  const { step: _step, ...rest } = data;
  return rest;
}
function serializeEventComplete(event) {
  const ordered = {};
  for (const field of ENVELOPE_FIELDS) ordered[field] = event[field];
  for (const key of Object.keys(event)) if (!ENVELOPE_FIELD_SET.has(key)) ordered[key] = event[key];
  return JSON.stringify(ordered);
}
var NotJsonError, ENVELOPE_FIELD_SET, CONFLICT_MARKER, MAX_LINE_CHARS;
var init_codec = __esm({
  "src/events/codec.ts"() {
    "use strict";
    init_errors2();
    init_envelope();
    init_line_compaction();
    init_types();
    NotJsonError = class extends CortexError {
      constructor(detail) {
        super("NOT_JSON", `not valid JSON (${detail})`);
      }
    };
    ENVELOPE_FIELD_SET = new Set(ENVELOPE_FIELDS);
    CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(\s|$)/;
    MAX_LINE_CHARS = 1e6;
  }
});

// src/events/lines.ts
function describeLineError(error) {
  if (error instanceof UpgradeRequiredError) return `${error.message}; ${error.hint}`;
  if (error instanceof CortexError)
    return error.code === "NOT_JSON" ? error.message : `invalid event: ${error.message}`;
  return `unreadable line: ${error instanceof Error ? error.message : String(error)}`;
}
function parseEventText(text, file) {
  const entries = [];
  const warnings = [];
  const lines = text.split("\n");
  const complete = text.endsWith("\n");
  if (complete) lines.pop();
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (line.trim() === "") continue;
    const lineNumber = i + 1;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)"
      });
      continue;
    }
    try {
      entries.push({ event: parseEventLine(line), line: lineNumber });
    } catch (error) {
      const torn = !complete && i === lines.length - 1;
      warnings.push({
        file,
        line: lineNumber,
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error)
      });
    }
  }
  return { entries, warnings };
}
function scanEventBytes(bytes, file, visit) {
  const warnings = [];
  const decoder = new TextDecoder();
  const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE;
  let lineNumber = 0;
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const next = newline < 0 ? bytes.length : newline + 1;
    let end = newline < 0 ? bytes.length : newline;
    if (end > start && bytes[end - 1] === CARRIAGE_RETURN) end--;
    lineNumber++;
    const line = decoder.decode(bytes.subarray(start, end));
    const lineStart = start;
    start = next;
    if (line.trim() === "") continue;
    if (isConflictMarker(line)) {
      warnings.push({
        file,
        line: lineNumber,
        message: "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)"
      });
      continue;
    }
    try {
      visit({ event: parseEventLine(line), line: lineNumber, start: lineStart, end });
    } catch (error) {
      const torn = !complete && next >= bytes.length;
      warnings.push({
        file,
        line: lineNumber,
        message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error)})` : describeLineError(error)
      });
    }
  }
  return warnings;
}
function bytesAre(bytes, at, expected) {
  for (let i = 0; i < expected.length; i++) if (bytes[at + i] !== expected[i]) return false;
  return true;
}
function canonicalHeadEnd(bytes, start, end) {
  if (end - start < HEAD_TYPE_AT + 2 || bytes[end - 1] !== CLOSING_BRACE) return -1;
  if (!bytesAre(bytes, start, HEAD_PREFIX) || !bytesAre(bytes, start + HEAD_ID_AT + 26, HEAD_TS) || !bytesAre(bytes, start + HEAD_TS_AT + 24, HEAD_TYPE))
    return -1;
  for (let i = start + HEAD_ID_AT; i < start + HEAD_ID_AT + 26; i++)
    if (ID_BYTE[bytes[i]] !== 1) return -1;
  for (let i = 0; i < 24; i++) {
    const byte = bytes[start + HEAD_TS_AT + i];
    const shape = TS_SHAPE.charCodeAt(i);
    if (shape === 100 ? byte < 48 || byte > 57 : byte !== shape) return -1;
  }
  const typeStart = start + HEAD_TYPE_AT;
  let typeEnd = typeStart;
  while (typeEnd < end && typeEnd - typeStart < HEAD_TYPE_MAX && bytes[typeEnd] !== QUOTE)
    typeEnd++;
  return bytes[typeEnd] === QUOTE ? typeEnd : -1;
}
function readLineHead(bytes, start, end, typeEnd = canonicalHeadEnd(bytes, start, end)) {
  if (typeEnd < 0) return void 0;
  const text = HEAD_DECODER.decode(bytes.subarray(start + HEAD_ID_AT, typeEnd));
  const type = text.slice(HEAD_TYPE_AT - HEAD_ID_AT);
  if (!isEventType(type)) return void 0;
  return {
    id: text.slice(0, 26),
    ts: text.slice(HEAD_TS_AT - HEAD_ID_AT, HEAD_TS_AT - HEAD_ID_AT + 24),
    type
  };
}
var NEWLINE, CARRIAGE_RETURN, HEAD_PREFIX, HEAD_TS, HEAD_TYPE, HEAD_ID_AT, HEAD_TS_AT, HEAD_TYPE_AT, HEAD_TYPE_MAX, ID_BYTE, TS_SHAPE, QUOTE, CLOSING_BRACE, HEAD_DECODER, HEAD_OFFSETS;
var init_lines = __esm({
  "src/events/lines.ts"() {
    "use strict";
    init_control_characters();
    init_errors2();
    init_codec();
    init_types();
    NEWLINE = 10;
    CARRIAGE_RETURN = 13;
    HEAD_PREFIX = [...'{"v":1,"id":"'].map((char) => char.charCodeAt(0));
    HEAD_TS = [...'","ts":"'].map((char) => char.charCodeAt(0));
    HEAD_TYPE = [...'","type":"'].map((char) => char.charCodeAt(0));
    HEAD_ID_AT = HEAD_PREFIX.length;
    HEAD_TS_AT = HEAD_ID_AT + 26 + HEAD_TS.length;
    HEAD_TYPE_AT = HEAD_TS_AT + 24 + HEAD_TYPE.length;
    HEAD_TYPE_MAX = 40;
    ID_BYTE = new Uint8Array(128);
    for (const char of "0123456789ABCDEFGHJKMNPQRSTVWXYZ") ID_BYTE[char.charCodeAt(0)] = 1;
    TS_SHAPE = "dddd-dd-ddTdd:dd:dd.dddZ";
    QUOTE = 34;
    CLOSING_BRACE = 125;
    HEAD_DECODER = new TextDecoder("latin1");
    HEAD_OFFSETS = { id: HEAD_ID_AT, ts: HEAD_TS_AT, type: HEAD_TYPE_AT };
  }
});

// src/events/collisions.ts
function redactionCount(text) {
  let count = 0;
  for (let at = text.indexOf("[REDACTED:"); at !== -1; at = text.indexOf("[REDACTED:", at + 10))
    count++;
  return count;
}
function timeKey(event) {
  if (event.ts.length === 24) return event.ts;
  const ms = Date.parse(event.ts);
  return Number.isNaN(ms) ? "\uFFFF" : new Date(ms).toISOString();
}
function compareSameId(first, second) {
  if (first === second) return { kind: "same" };
  const a = serializeEventComplete(first);
  const b = serializeEventComplete(second);
  if (a === b) return { kind: "same" };
  const redactedA = redactionCount(a);
  const redactedB = redactionCount(b);
  const sameFact = first.ts === second.ts && first.type === second.type && first.session === second.session && differsOnlyByRedaction(a, b);
  if (sameFact && redactedA !== redactedB)
    return redactedB > redactedA ? { kind: "replace" } : { kind: "same" };
  const [timeA, timeB] = [timeKey(first), timeKey(second)];
  const secondKeeps = timeB < timeA || timeB === timeA && b < a;
  return secondKeeps ? { kind: "collision", keeper: "second", renamed: { ...first, id: collisionId(first, a) } } : { kind: "collision", keeper: "first", renamed: { ...second, id: collisionId(second, b) } };
}
function differsOnlyByRedaction(a, b) {
  const [more, less] = redactionCount(a) >= redactionCount(b) ? [a, b] : [b, a];
  if (redactionCount(more) === redactionCount(less)) return false;
  const pieces = more.split(/\[REDACTED:[^\]\n]{0,40}\]/);
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!less.startsWith(first) || !less.endsWith(last) || less.length < first.length + last.length)
    return false;
  let at = first.length;
  const end = less.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = less.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}
function collisionId(event, serialized) {
  const ms = EVENT_ID_PATTERN.test(event.id) ? timeOfId(event.id) : Math.max(0, Date.parse(event.ts) || 0);
  return deriveEventId(ms, `id-collision\0${serialized}`);
}
var init_collisions = __esm({
  "src/events/collisions.ts"() {
    "use strict";
    init_codec();
    init_id();
  }
});

// src/events/order.ts
function compareEvents(a, b) {
  if (a.ts !== b.ts) {
    if (a.ts.length === 24 && b.ts.length === 24) return a.ts < b.ts ? -1 : 1;
    const difference = Date.parse(a.ts) - Date.parse(b.ts);
    if (difference !== 0) return difference;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function orderEvents(events) {
  const seen = /* @__PURE__ */ new Map();
  const keyed = [];
  const collisions = [];
  let duplicates = 0;
  const add = (event) => {
    const at = seen.get(event.id);
    if (at === void 0) {
      seen.set(event.id, keyed.length);
      keyed.push({ key: sortKey(event), event });
      return;
    }
    const first = keyed[at].event;
    const outcome = compareSameId(first, event);
    if (outcome.kind === "same") duplicates++;
    else if (outcome.kind === "replace") {
      duplicates++;
      keyed[at] = { key: sortKey(event), event };
    } else {
      const kept = outcome.keeper === "first" ? first : event;
      if (kept !== first) keyed[at] = { key: sortKey(event), event };
      if (!seen.has(outcome.renamed.id))
        collisions.push({ id: event.id, kept, renamed: outcome.renamed });
      add(outcome.renamed);
    }
  };
  for (const event of events) add(event);
  keyed.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return { events: keyed.map((entry) => entry.event), duplicates, collisions };
}
function sortKey(event) {
  return canonicalTime(event) + event.id;
}
function canonicalTime(event) {
  return event.ts.length === 24 ? event.ts : new Date(event.ts).toISOString();
}
var init_order = __esm({
  "src/events/order.ts"() {
    "use strict";
    init_collisions();
  }
});

// src/events/query.ts
function searchableText(event) {
  const data = event.data;
  const parts = [event.content];
  for (const key of ["reason", "command", "error", "fix", "step", "plan", "pattern"]) {
    if (typeof data[key] === "string") parts.push(data[key]);
  }
  return parts.join("\n");
}
function filesOf(event) {
  const files = event.data.files;
  return Array.isArray(files) ? files : [];
}
function tagsOf(event) {
  const data = event.data;
  const tags = Array.isArray(data.tags) ? data.tags : [];
  return typeof data.kind === "string" ? [data.kind, ...tags] : tags;
}
function touchesPath(files, wanted) {
  const prefix = wanted.endsWith("/") ? wanted : `${wanted}/`;
  return files.some((file) => file === wanted || file.startsWith(prefix));
}
function matchesQuery(event, query) {
  if (query.types?.length && !query.types.includes(event.type)) return false;
  if (query.branches?.length && (event.branch === null || !query.branches.includes(event.branch)))
    return false;
  if (query.sessions?.length && (event.session === null || !query.sessions.some((s) => event.session.startsWith(s))))
    return false;
  if (query.authors?.length) {
    const author = (event.author ?? "").toLowerCase();
    if (!query.authors.some((wanted) => author.includes(wanted.toLowerCase()))) return false;
  }
  if (query.since !== void 0 || query.until !== void 0) {
    const ms = Date.parse(event.ts);
    if (query.since !== void 0 && ms < query.since) return false;
    if (query.until !== void 0 && ms > query.until) return false;
  }
  if (query.grep && !query.grep.test(searchableText(event))) return false;
  if (query.files?.length) {
    const files = filesOf(event);
    if (!query.files.some((wanted) => touchesPath(files, wanted))) return false;
  }
  if (query.tags?.length) {
    const tags = tagsOf(event);
    if (!query.tags.some((tag) => tags.includes(tag))) return false;
  }
  return true;
}
var init_query = __esm({
  "src/events/query.ts"() {
    "use strict";
  }
});

// src/events/newest.ts
function isHeadQuery(query) {
  return !query.branches?.length && !query.sessions?.length && !query.authors?.length && !query.grep && !query.files?.length && !query.tags?.length;
}
function headMatches(type, ts, query) {
  if (query.types?.length && !query.types.includes(type)) return false;
  if (query.since !== void 0 || query.until !== void 0) {
    const ms = Date.parse(ts);
    if (query.since !== void 0 && ms < query.since) return false;
    if (query.until !== void 0 && ms > query.until) return false;
  }
  return true;
}
function idHashOfBytes(bytes, at) {
  let hash = 2166136261;
  for (let i = at; i < at + 26; i++) hash = Math.imul(hash ^ bytes[i], 16777619);
  return hash;
}
function idHashOf(id) {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return hash;
}
function timeBefore(bytes, at, floor) {
  for (let i = 0; i < 24; i++) {
    const byte = bytes[at + i];
    if (byte !== floor[i]) return byte < floor[i];
  }
  return false;
}
function selectNewestEvents(files, limit, query) {
  if (!isHeadQuery(query)) return void 0;
  const perFile = [];
  const hashes = new IdHashes();
  let candidates = [];
  let floor = "";
  let floorBytes;
  const trim = () => {
    candidates.sort(byKey);
    if (candidates.length < limit || limit <= 0) return;
    let cut2 = candidates.length - limit;
    floor = candidates[cut2].key.slice(0, 24);
    floorBytes = new TextEncoder().encode(floor);
    while (cut2 > 0 && candidates[cut2 - 1].key.startsWith(floor)) cut2--;
    if (cut2 > 0) candidates = candidates.slice(cut2);
  };
  const offer = (candidate) => {
    if (limit <= 0 || candidate.key < floor) return;
    candidates.push(candidate);
    if (candidates.length >= Math.max(256, limit * 4)) trim();
  };
  const decoder = new TextDecoder();
  for (const { file, bytes, error } of files) {
    const warnings = [];
    const controls = [];
    perFile.push({ warnings, controls });
    if (bytes === void 0) {
      warnings.push({ file, line: 0, message: `cannot read: ${error ?? "unknown error"}` });
      continue;
    }
    const complete = bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE2;
    let lineNumber = 0;
    for (let start = 0; start < bytes.length; ) {
      const newline = bytes.indexOf(NEWLINE2, start);
      const next = newline < 0 ? bytes.length : newline + 1;
      let end = newline < 0 ? bytes.length : newline;
      if (end > start && bytes[end - 1] === CARRIAGE_RETURN2) end--;
      lineNumber++;
      const lineStart = start;
      start = next;
      const torn = !complete && next >= bytes.length;
      const typeEnd = torn ? -1 : canonicalHeadEnd(bytes, lineStart, end);
      if (typeEnd >= 0 && !CONTROL_FIRST_BYTES.has(bytes[lineStart + HEAD_OFFSETS.type])) {
        if (floorBytes && timeBefore(bytes, lineStart + HEAD_OFFSETS.ts, floorBytes)) {
          hashes.add(idHashOfBytes(bytes, lineStart + HEAD_OFFSETS.id));
          continue;
        }
        const head = readLineHead(bytes, lineStart, end, typeEnd);
        if (head) {
          const hash2 = idHashOfBytes(bytes, lineStart + HEAD_OFFSETS.id);
          hashes.add(hash2);
          if (headMatches(head.type, head.ts, query))
            offer({ key: head.ts + head.id, file, hash: hash2, bytes: bytes.subarray(lineStart, end) });
          continue;
        }
      }
      const line = decoder.decode(bytes.subarray(lineStart, end));
      if (line.trim() === "") continue;
      if (isConflictMarker(line)) {
        warnings.push({ file, line: lineNumber, message: CONFLICT_WARNING });
        continue;
      }
      let event;
      try {
        event = parseEventLine(line);
      } catch (error2) {
        warnings.push({
          file,
          line: lineNumber,
          message: torn ? `incomplete last line, probably a write cut short (${describeLineError(error2)})` : describeLineError(error2)
        });
        continue;
      }
      const hash = idHashOf(event.id);
      hashes.add(hash);
      if (EVENT_TYPES[event.type].category === "control") controls.push(event);
      if (matchesQuery(event, query)) offer({ key: sortKey(event), file, hash, event });
    }
  }
  trim();
  if (hashes.anyRepeated(candidates.map((candidate) => candidate.hash))) return void 0;
  const events = [];
  const eventFiles = /* @__PURE__ */ new Map();
  for (const candidate of candidates.slice(Math.max(0, candidates.length - limit))) {
    let event = candidate.event;
    if (!event) {
      try {
        event = parseEventLine(decoder.decode(candidate.bytes));
      } catch {
        return void 0;
      }
      if (sortKey(event) !== candidate.key) return void 0;
    }
    events.push(event);
    eventFiles.set(event.id, candidate.file);
  }
  perFile.reverse();
  return {
    events,
    files: eventFiles,
    controls: perFile.flatMap((read) => read.controls),
    warnings: perFile.flatMap((read) => read.warnings)
  };
}
var byKey, NEWLINE2, CARRIAGE_RETURN2, CONFLICT_WARNING, IdHashes, CONTROL_FIRST_BYTES;
var init_newest = __esm({
  "src/events/newest.ts"() {
    "use strict";
    init_codec();
    init_lines();
    init_order();
    init_query();
    init_types();
    byKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    NEWLINE2 = 10;
    CARRIAGE_RETURN2 = 13;
    CONFLICT_WARNING = "git conflict marker (the file was merged without cortex's merge driver; `cortex doctor --fix` recovers it)";
    IdHashes = class {
      hashes = new Int32Array(4096);
      count = 0;
      add(hash) {
        if (this.count === this.hashes.length) {
          const grown = new Int32Array(this.hashes.length * 2);
          grown.set(this.hashes);
          this.hashes = grown;
        }
        this.hashes[this.count++] = hash;
      }
      /** Whether any of `wanted` was added more than once. */
      anyRepeated(wanted) {
        const seen = new Map(wanted.map((hash) => [hash | 0, 0]));
        for (let i = 0; i < this.count; i++) {
          const times = seen.get(this.hashes[i]);
          if (times === void 0) continue;
          if (times >= 1) return true;
          seen.set(this.hashes[i], 1);
        }
        return false;
      }
    };
    CONTROL_FIRST_BYTES = new Set(
      Object.entries(EVENT_TYPES).filter(([, definition]) => definition.category === "control").map(([name]) => name.charCodeAt(0))
    );
  }
});

// src/events/store.ts
function toRepoPath(paths, absolute) {
  return (0, import_node_path8.relative)(paths.root, absolute).split(import_node_path8.sep).join("/");
}
function* walkNdjson(dir) {
  let entries;
  try {
    entries = (0, import_node_fs9.readdirSync)(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = (0, import_node_path8.join)(dir, entry.name);
    if (entry.isDirectory()) yield* walkNdjson(full);
    else if (entry.isFile() && entry.name.endsWith(".ndjson")) yield full;
  }
}
function listEventFiles(paths, scope = {}) {
  const committed = Array.from(walkNdjson(paths.eventsDir)).sort();
  if (!scope.local) return committed;
  return [...committed, ...Array.from(walkNdjson(paths.localEventsDir)).sort()];
}
function isLocalEventFile(path) {
  return path.startsWith(".cortex/local/");
}
function scanEventLog(paths, visit, scope = {}) {
  const warnings = [];
  const files = [];
  for (const absolute of listEventFiles(paths, scope)) {
    const file = toRepoPath(paths, absolute);
    let bytes;
    try {
      bytes = (0, import_node_fs9.readFileSync)(absolute);
    } catch (error) {
      warnings.push({ file, line: 0, message: `cannot read: ${error.message}` });
      continue;
    }
    let events = 0;
    warnings.push(
      ...scanEventBytes(bytes, file, ({ event, line }) => {
        events++;
        visit({ event, file, line });
      })
    );
    files.push({ path: file, bytes: bytes.length, events });
  }
  return { warnings, files };
}
function* readEventFiles(paths, order = "oldest-first", scope = {}) {
  const absolutes = listEventFiles(paths, scope);
  if (order === "newest-first") absolutes.reverse();
  for (const absolute of absolutes) {
    const file = toRepoPath(paths, absolute);
    let read;
    try {
      read = { file, bytes: (0, import_node_fs9.readFileSync)(absolute) };
    } catch (error) {
      read = { file, error: error.message };
    }
    yield read;
  }
}
function readNewestEvents(paths, limit, query, scope = {}) {
  return selectNewestEvents(readEventFiles(paths, "newest-first", scope), limit, query);
}
function readEventLog(paths, options = {}) {
  const all = [];
  const locations = options.locations ? /* @__PURE__ */ new Map() : void 0;
  const occurrences = options.locations ? /* @__PURE__ */ new Map() : void 0;
  const scan = scanEventLog(
    paths,
    ({ event, file, line }) => {
      all.push(event);
      if (locations && !locations.has(event.id)) locations.set(event.id, { file, line });
      if (occurrences) {
        const lines = occurrences.get(event.id);
        if (lines) lines.push({ file, line, event });
        else occurrences.set(event.id, [{ file, line, event }]);
      }
    },
    { local: options.local }
  );
  const ordered = orderEvents(all);
  return {
    events: ordered.events,
    warnings: scan.warnings,
    files: scan.files,
    duplicates: ordered.duplicates,
    collisions: ordered.collisions,
    ...locations ? { locations } : {},
    ...occurrences ? { occurrences } : {}
  };
}
function readWriterState(path) {
  try {
    const state = JSON.parse((0, import_node_fs9.readFileSync)(path, "utf8"));
    if (typeof state.file === "string" && (typeof state.head === "string" || state.head === null)) {
      return { file: state.file, head: state.head };
    }
  } catch {
  }
  return void 0;
}
function endsWithNewline(path) {
  const size = (0, import_node_fs9.statSync)(path).size;
  if (size === 0) return true;
  const fd = (0, import_node_fs9.openSync)(path, "r");
  try {
    const byte = Buffer.alloc(1);
    (0, import_node_fs9.readSync)(fd, byte, 0, 1, size - 1);
    return byte[0] === 10;
  } finally {
    (0, import_node_fs9.closeSync)(fd);
  }
}
function readWriterFileIds(paths, writer) {
  const state = readWriterState((0, import_node_path8.join)(paths.writersDir, writerFileName(writer)));
  if (!state) return /* @__PURE__ */ new Set();
  try {
    return idsOfLines((0, import_node_fs9.readFileSync)((0, import_node_path8.join)(paths.root, state.file), "utf8"));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
function idsOfLines(text, into = /* @__PURE__ */ new Set()) {
  for (const match of text.matchAll(/^\{"v":\d+,"id":"([0-9A-HJKMNP-TV-Z]{26})".*\}[ \t\r]*$/gm))
    into.add(match[1]);
  return into;
}
function readEventIdsSince(paths, sinceMs) {
  const ids = /* @__PURE__ */ new Set();
  const from = sinceMs - FILE_CLOCK_SLACK_MS;
  for (const absolute of listEventFiles(paths)) {
    const name = (0, import_node_path8.basename)(absolute, ".ndjson");
    if (EVENT_ID_PATTERN.test(name) && timeOfId(name) < from) continue;
    let text;
    try {
      text = (0, import_node_fs9.readFileSync)(absolute, "utf8");
    } catch {
      continue;
    }
    idsOfLines(text, ids);
  }
  return ids;
}
function appendEvents(paths, head, events, options) {
  if (events.length === 0) return { file: void 0, appended: 0, rotated: false };
  const lines = events.map((event) => serializeEvent(validateEvent(event)));
  (0, import_node_fs9.mkdirSync)(paths.writersDir, { recursive: true });
  return withFileLock(
    paths.appendLock,
    () => {
      const known = options.knownIds?.();
      const wanted = known ? events.map((event, index) => known.has(event.id) ? void 0 : lines[index]).filter((line) => line !== void 0) : lines;
      if (wanted.length === 0) return { file: void 0, appended: 0, rotated: false };
      const text = wanted.join("\n") + "\n";
      const statePath = (0, import_node_path8.join)(paths.writersDir, writerFileName(options.writer));
      const state = readWriterState(statePath);
      const headNow = head ? head() : null;
      let file = state?.file;
      let rotated = false;
      if (!state || state.head !== headNow || !(0, import_node_fs9.existsSync)((0, import_node_path8.join)(paths.root, state.file))) {
        const folder = (0, import_node_path8.join)(paths.eventsDir, monthFolder(options.now));
        (0, import_node_fs9.mkdirSync)(folder, { recursive: true });
        file = toRepoPath(
          paths,
          (0, import_node_path8.join)(folder, `${newEventId(options.now.getTime(), options.entropy())}.ndjson`)
        );
        rotated = true;
      }
      const absolute = (0, import_node_path8.join)(paths.root, file);
      const separator = !rotated && !endsWithNewline(absolute) ? "\n" : "";
      (0, import_node_fs9.appendFileSync)(absolute, separator + text);
      if (rotated) writeFileAtomic(statePath, JSON.stringify({ file, head: headNow }) + "\n");
      return { file, appended: wanted.length, rotated };
    },
    options.lock
  );
}
function localEventFile(paths, writer) {
  return (0, import_node_path8.join)(paths.localEventsDir, writerFileName(writer).replace(/\.json$/, ".ndjson"));
}
function readLocalEvents(paths, writer) {
  const path = localEventFile(paths, writer);
  let text;
  try {
    text = (0, import_node_fs9.readFileSync)(path, "utf8");
  } catch {
    return [];
  }
  return parseEventText(text, toRepoPath(paths, path)).entries.map((entry) => entry.event);
}
function appendLocalEvents(paths, writer, events, options = {}) {
  if (events.length === 0) return { files: [], appended: 0, ids: /* @__PURE__ */ new Set() };
  const bySession = /* @__PURE__ */ new Map();
  for (const event of events) {
    const line = serializeEvent(validateEvent(event));
    const session = event.session || writer;
    bySession.set(session, [...bySession.get(session) ?? [], line]);
  }
  (0, import_node_fs9.mkdirSync)(paths.localEventsDir, { recursive: true });
  return withFileLock(
    paths.appendLock,
    () => {
      const files = [];
      const ids = /* @__PURE__ */ new Set();
      let appended = 0;
      for (const [session, lines] of bySession) {
        const absolute = localEventFile(paths, session);
        const exists = (0, import_node_fs9.existsSync)(absolute);
        const known = exists ? new Set(readLocalEvents(paths, session).map((event) => event.id)) : /* @__PURE__ */ new Set();
        const wanted = lines.filter((line) => !known.has(/"id":"([^"]+)"/.exec(line)[1]));
        if (wanted.length === 0) continue;
        for (const line of wanted) ids.add(/"id":"([^"]+)"/.exec(line)[1]);
        const separator = exists && !endsWithNewline(absolute) ? "\n" : "";
        (0, import_node_fs9.appendFileSync)(absolute, separator + wanted.join("\n") + "\n");
        files.push(toRepoPath(paths, absolute));
        appended += wanted.length;
      }
      return { files, appended, ids };
    },
    options.lock
  );
}
var import_node_fs9, import_node_path8, FILE_CLOCK_SLACK_MS;
var init_store = __esm({
  "src/events/store.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    import_node_path8 = require("node:path");
    init_codec();
    init_envelope();
    init_id();
    init_lines();
    init_lock();
    init_newest();
    init_order();
    init_paths();
    init_files();
    FILE_CLOCK_SLACK_MS = 24 * 60 * 60 * 1e3;
  }
});

// src/capture/fix-match.ts
function normalise(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}
function codeIdentifiers(text) {
  const found = /* @__PURE__ */ new Set();
  for (const match of text.matchAll(/[A-Za-z_$][\w$]*(?:[./][A-Za-z_$][\w$]*)*(?:\(\))?/g)) {
    const name = match[0].replace(/\(\)$/, "");
    const distinctive = /[._/]/.test(name) || /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name) || match[0].endsWith("()");
    if (!distinctive || name.length < 4) continue;
    found.add(name.toLowerCase());
    const base = name.slice(name.lastIndexOf("/") + 1);
    const last = FILE_NAME.test(base) ? base : base.slice(base.lastIndexOf(".") + 1);
    if (last.length >= 4) found.add(last.toLowerCase());
  }
  return [...found];
}
function fixMarks(errorLine, cause) {
  const message = errorLine ? normalise(
    errorLine.replace(/^[\w./-]+\.[A-Za-z]{1,5}:\d+(?::\d+)?:\s*/, "").replace(/\s*\([\w-]+\)\s*$/, "").replace(/^(?:error|fatal|panic)\s*:\s*/i, "")
  ) : "";
  return {
    ...message.length >= 16 ? { message } : {},
    identifiers: codeIdentifiers(`${errorLine ?? ""} ${cause ?? ""}`)
  };
}
function restatesFix(marks, summaryText) {
  if (marks.message && ` ${normalise(summaryText)} `.includes(` ${marks.message} `)) return true;
  const named = new Set(codeIdentifiers(summaryText));
  const matched = marks.identifiers.filter((identifier) => named.has(identifier));
  const shared = matched.filter(
    (identifier) => !matched.some(
      (other) => other !== identifier && (other.endsWith(`.${identifier}`) || other.endsWith(`/${identifier}`))
    )
  );
  return shared.length >= 2 && shared.some((identifier) => !FILE_NAME.test(identifier));
}
var FILE_NAME;
var init_fix_match = __esm({
  "src/capture/fix-match.ts"() {
    "use strict";
    FILE_NAME = /\.[a-z]{1,5}$/;
  }
});

// src/capture/prose.ts
function proseParagraphs(markdown) {
  const paragraphs = [];
  let current = [];
  let fence;
  const flush = () => {
    if (current.length) paragraphs.push({ text: current.join(" ").replace(/\s+/g, " ").trim() });
    current = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(raw);
    if (fence !== void 0) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = void 0;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    const line = raw.trimEnd();
    if (line.trim() === "") {
      flush();
      continue;
    }
    const trimmed = line.trimStart();
    if (trimmed.startsWith(">") || trimmed.startsWith("|") || trimmed.startsWith("#") || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flush();
      continue;
    }
    if (/^( {4,}|\t)/.test(line) && current.length === 0 && !LIST_ITEM.test(line)) continue;
    if (LIST_ITEM.test(line)) {
      flush();
      current.push(line.replace(LIST_ITEM, ""));
      continue;
    }
    current.push(trimmed);
  }
  flush();
  return paragraphs.filter((paragraph) => paragraph.text !== "");
}
function splitSentences(paragraph) {
  const sentences = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i];
    if (char === "`") inCode = !inCode;
    if (inCode || char !== "." && char !== "!" && char !== "?") continue;
    const next = paragraph[i + 1];
    if (next !== void 0 && next !== " ") continue;
    if (char === "." && ABBREVIATIONS.test(paragraph.slice(Math.max(start, i - 7), i + 1)))
      continue;
    const candidate = paragraph.slice(start, i + 1);
    const rest = paragraph.slice(i + 1).trimStart();
    if (rest !== "" && !/^[A-Z0-9"'`*_([]/.test(rest)) continue;
    sentences.push(candidate.trim());
    start = i + 1;
  }
  const last = paragraph.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}
function stripEmphasis(text) {
  if (!/[*_~[]/.test(text)) return text;
  return text.replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/g, "$1").replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2").replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, "$1$2").replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g, "$1$2").replace(/~~(?=\S)([\s\S]*?\S)~~/g, "$1");
}
function truncate(text, max) {
  if (text.length <= max) return text;
  const cut2 = text.slice(0, max - 1);
  if (/\s/.test(text.charAt(max - 1))) return `${cut2.trimEnd()}\u2026`;
  const space = cut2.search(/\s\S*$/);
  return `${space > 0 ? cut2.slice(0, space).trimEnd() : ""}\u2026`;
}
function redactAndTruncate(text, max) {
  return truncate(redactPlainText(text), max);
}
var FENCE, LIST_ITEM, ABBREVIATIONS;
var init_prose = __esm({
  "src/capture/prose.ts"() {
    "use strict";
    init_redactor();
    FENCE = /^\s{0,3}(```+|~~~+)/;
    LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
    ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|resp|Mr|Mrs|Dr|No)\.)$/i;
  }
});

// src/capture/fixed-problems.ts
function statesProblem(memory) {
  return memory.type === "knowledge_acquired" && CURRENT_PROBLEM.test(memory.content) && !REPORTS_FIX.test(memory.content);
}
function reportsFix(memory) {
  return memory.type === "error_resolved" || memory.type !== "approach_rejected" && REPORTS_FIX.test(memory.content);
}
function fixesProblem(problemNames, fixNames, sameSession) {
  const named = new Set(fixNames);
  const shared = problemNames.filter((name) => named.has(name)).length;
  return shared >= (sameSession ? 1 : 2);
}
function fixedReason(fix, sameSession) {
  const text = fix.replace(/\s+/g, " ").replace(/^(?:Goal:.*?)?\bOutcome:\s*/, "").trim();
  return `stale: fixed ${sameSession ? "later in the session" : "in a later session"}: ${truncate(text, 200)}`;
}
function problemsFixedBySession(memories, session) {
  const fixes = memories.filter((memory) => memory.session === session && reportsFix(memory)).map((fix) => ({ fix, names: codeIdentifiers(fix.content) }));
  if (fixes.length === 0) return [];
  const stale = [];
  for (const problem of memories) {
    if (problem.session === session || !statesProblem(problem)) continue;
    const names = codeIdentifiers(problem.content);
    const match = fixes.find(
      ({ fix, names: fixNames }) => fix.branch === problem.branch && problem.ts < fix.ts && fixesProblem(names, fixNames, false)
    );
    if (match)
      stale.push({
        target: problem.id,
        fix: match.fix,
        reason: fixedReason(match.fix.content, false)
      });
  }
  return stale;
}
var CURRENT_PROBLEM, REPORTS_FIX;
var init_fixed_problems = __esm({
  "src/capture/fixed-problems.ts"() {
    "use strict";
    init_fix_match();
    init_prose();
    CURRENT_PROBLEM = /\b(?:is|are) (?:broken|wrong|incorrect|missing|incomplete|undefined|never (?:called|set|used|reached|shown|displayed|updated)|not (?:defined|set|found|called|initiali[sz]ed|displayed|shown|updated|handled))\b|\b(?:doesn['’]t|does not|don['’]t|do not|can['’]t|cannot|won['’]t) (?:match|work|compile|build|exist|find|handle|load|parse)\b|\b(?:fails|failing|breaks|crashes)\b|\b(?:a bug|the bug|the issue is|the problem is|mismatch|inconsisten(?:t|cy))\b/i;
    REPORTS_FIX = /^(?:fixed|solved|resolved)\b|\bFix(?:ed by)?:\s|\b(?:fixed|solved|resolved) (?:it|this|that|the|by)\b|\b(?:is|are|was|were) (?:now )?(?:fixed|resolved)\b|\bthe (?:issue|problem|bug|root cause) was\b/i;
  }
});

// src/events/activity.ts
function commandDescription(event) {
  const data = event.data;
  if (typeof data.description === "string" && data.description.trim() !== "")
    return data.description.trim();
  return CAPTURED_COMMAND.exec(event.content)?.[2]?.trim() || void 0;
}
function commandFailed(event) {
  const exitCode = event.data.exitCode;
  if (typeof exitCode === "number") return exitCode !== 0;
  return /^failed/.test(CAPTURED_COMMAND.exec(event.content)?.[1] ?? "");
}
function createdFiles(event) {
  const data = event.data;
  if (Array.isArray(data.created))
    return data.created.filter((file) => typeof file === "string");
  const listed = /^Created (.+?)(?:; edited .*)?$/s.exec(event.content)?.[1];
  if (!listed || !Array.isArray(data.files)) return [];
  const files = data.files.filter((file) => typeof file === "string");
  return files.filter((file) => listed.split(", ").includes(file));
}
function isTestCommand(command) {
  return TEST_COMMAND.test(command);
}
function testPart(command) {
  return command.split(/&&|\|\||[;|]/).map((part) => part.trim()).find((part) => isTestCommand(part)) ?? command;
}
function commandKey(command) {
  const first = command.split("\n")[0].replace(OUTPUT_PLUMBING, "").replace(OUTPUT_PLUMBING, "").trim() || command.split("\n")[0].trim();
  const shortened = first.length > MAX_COMMAND_CHARS ? `${first.slice(0, MAX_COMMAND_CHARS - 1)}\u2026` : first;
  return command.trim().includes("\n") && !shortened.endsWith("\u2026") ? `${shortened} \u2026` : shortened;
}
function shorten(text, max) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
function emptyTally() {
  return { touched: /* @__PURE__ */ new Map(), created: /* @__PURE__ */ new Set(), reads: 0, commands: /* @__PURE__ */ new Map(), unnamedRuns: 0 };
}
function tallyActivity(tally, events, readTargets = /* @__PURE__ */ new Set()) {
  for (const event of events) {
    const data = event.data;
    if (event.type === "file_modified") {
      for (const file of stringsOf(data.files))
        tally.touched.set(file, (tally.touched.get(file) ?? 0) + 1);
      for (const file of createdFiles(event)) tally.created.add(file);
    } else if (event.type === "file_explored") {
      const targets = typeof data.pattern === "string" ? [`?${data.pattern}\0${stringsOf(data.files).join(" ")}`] : stringsOf(data.files);
      for (const target of targets) {
        if (readTargets.has(target)) continue;
        readTargets.add(target);
        tally.reads++;
      }
    } else if (event.type === "command_run") {
      const key = commandKey(typeof data.command === "string" ? data.command : event.content);
      const known = tally.commands.get(key) ?? {
        command: key,
        runs: 0,
        failed: 0,
        order: tally.commands.size
      };
      const failed = commandFailed(event);
      known.runs = (known.runs ?? 0) + 1;
      if (failed) known.failed = (known.failed ?? 0) + 1;
      const description = commandDescription(event);
      if (description) known.description = shorten(description, MAX_DESCRIPTION_CHARS);
      if (isTestCommand(key)) known.test = failed ? "failed" : "passed";
      tally.commands.set(key, known);
    } else if (event.type === "session_activity") {
      for (const file of stringsOf(data.files))
        tally.touched.set(file, (tally.touched.get(file) ?? 0) + 1);
      for (const file of stringsOf(data.created)) tally.created.add(file);
      if (typeof data.reads === "number") tally.reads += data.reads;
      let named = 0;
      for (const command of Array.isArray(data.commands) ? data.commands : []) {
        if (typeof command?.command !== "string") continue;
        const known = tally.commands.get(command.command) ?? {
          command: command.command,
          runs: 0,
          failed: 0,
          order: tally.commands.size
        };
        known.runs = (known.runs ?? 0) + (command.runs ?? 1);
        known.failed = (known.failed ?? 0) + (command.failed ?? 0);
        if (command.description) known.description = command.description;
        if (command.test) known.test = command.test;
        tally.commands.set(command.command, known);
        named += command.runs ?? 1;
      }
      if (typeof data.runs === "number" && data.runs > named)
        tally.unnamedRuns += data.runs - named;
    }
  }
  return tally;
}
function stringsOf(value) {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string" && item !== "") : [];
}
function runCount(tally) {
  let runs = tally.unnamedRuns;
  for (const command of tally.commands.values()) runs += command.runs ?? 1;
  return runs;
}
function chooseCommands(tally) {
  const all = [...tally.commands.values()];
  const rank = (command) => (command.test ? 8 : 0) + ((command.failed ?? 0) > 0 ? 4 : 0) + (command.description ? 2 : 0);
  const chosen = all.sort((a, b) => rank(b) - rank(a) || (b.runs ?? 1) - (a.runs ?? 1) || a.order - b.order).slice(0, MAX_CONDENSED_COMMANDS).sort((a, b) => a.order - b.order);
  return chosen.map(({ order: _order, ...command }) => ({
    command: command.command,
    ...command.description ? { description: command.description } : {},
    ...(command.runs ?? 1) > 1 ? { runs: command.runs } : {},
    ...(command.failed ?? 0) > 0 ? { failed: command.failed } : {},
    ...command.test ? { test: command.test } : {}
  }));
}
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
function quote(command) {
  return `\`${command.replace(/`/g, "'")}\``;
}
function describeTally(tally) {
  const parts = [];
  const created = [...tally.touched.keys()].filter((file) => tally.created.has(file)).length;
  const edited = tally.touched.size - created;
  const files = [];
  if (edited) files.push(`edited ${plural(edited, "file")}`);
  if (created) files.push(`created ${edited ? created : plural(created, "file")}`);
  if (tally.reads)
    files.push(`looked at ${files.length ? tally.reads : plural(tally.reads, "file")}`);
  if (files.length) parts.push(files.join(", "));
  const runs = runCount(tally);
  if (runs)
    parts.push(
      `ran ${plural(runs, "command")}${tally.commands.size !== runs ? ` (${tally.commands.size} distinct)` : ""}`
    );
  const tests = [...tally.commands.values()].filter((command) => command.test);
  if (tests.length) {
    const shown = tests.slice(-2).map((command) => {
      const failures = command.failed ?? 0;
      const runs2 = command.runs ?? 1;
      const history = runs2 > 1 ? failures ? ` (${failures} of ${runs2} runs failed)` : ` (${runs2} runs)` : "";
      return `${quote(shorten(testPart(command.command), 50))} ${command.test}${history}`;
    });
    parts.push(
      `tests: ${shown.join(", ")}${tests.length > 2 ? ` and ${tests.length - 2} more` : ""}`
    );
  }
  if (parts.length === 0) return "";
  const text = parts.join("; ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}
function condenseSessionActivity(session, events) {
  const byBranch = /* @__PURE__ */ new Map();
  for (const event of [...events].sort(compareEvents)) {
    if (event.type !== "file_modified" && event.type !== "file_explored" && event.type !== "command_run")
      continue;
    const key = event.branch ?? "\0";
    const list = byBranch.get(key);
    if (list) list.push(event);
    else byBranch.set(key, [event]);
  }
  const condensed = [];
  for (const group of byBranch.values()) {
    const tally = tallyActivity(emptyTally(), group);
    const files = [...tally.touched].sort((a, b) => b[1] - a[1]).slice(0, MAX_CONDENSED_FILES).map(([file]) => file);
    const kept = [...tally.touched.keys()].filter((file) => files.includes(file));
    const content = describeTally(tally);
    if (content === "") continue;
    const last = group[group.length - 1];
    const created = kept.filter((file) => tally.created.has(file));
    const commands = chooseCommands(tally);
    condensed.push(
      makeEvent({
        id: deriveEventId(
          Date.parse(last.ts),
          `${session}\0activity\0${last.branch ?? ""}\0${last.id}`
        ),
        ts: last.ts,
        type: "session_activity",
        session,
        branch: last.branch,
        author: last.author,
        content,
        source: { layer: "structural" },
        data: {
          ...kept.length ? { files: kept } : {},
          ...created.length ? { created } : {},
          ...tally.reads ? { reads: tally.reads } : {},
          ...commands.length ? { commands } : {},
          // Every run, named or not: a session that ran 40 commands keeps 10 of them.
          ...runCount(tally) > commands.reduce((sum, entry) => sum + (entry.runs ?? 1), 0) ? { runs: runCount(tally) } : {}
        }
      })
    );
  }
  return condensed;
}
var MAX_CONDENSED_FILES, MAX_CONDENSED_COMMANDS, MAX_COMMAND_CHARS, MAX_DESCRIPTION_CHARS, CAPTURED_COMMAND, TEST_COMMAND, OUTPUT_PLUMBING;
var init_activity = __esm({
  "src/events/activity.ts"() {
    "use strict";
    init_id();
    init_envelope();
    init_order();
    MAX_CONDENSED_FILES = 25;
    MAX_CONDENSED_COMMANDS = 10;
    MAX_COMMAND_CHARS = 120;
    MAX_DESCRIPTION_CHARS = 100;
    CAPTURED_COMMAND = /^Ran `[^`]*`(?: \(([^)]*)\))?(?:: (.+))?$/s;
    TEST_COMMAND = /(?:^|[\s;&|(/])(?:(?:npm|pnpm|yarn|bun|mise|just|task|rake|poe|hatch|uv|poetry)(?: run)? test(?::[\w:-]+)?|(?:npm|pnpm|yarn) t|npx (?:vitest|jest|mocha|playwright test|ava|tap)|vitest|jest|mocha|pytest|py\.test|tox|nox|go test|cargo (?:test|nextest)|rspec|phpunit|ctest|mix test|dotnet test|gradle(?:w)? test|\.\/gradlew test|mvn (?:-\S+ )*test|make (?:test|check)|deno test|bats|unittest)(?=$|[\s;&|)])/;
    OUTPUT_PLUMBING = /\s+\d?>&\d|(?:\s*\|\s*(?:head|tail)(?:\s+-n)?(?:\s+-?\d+)?)+\s*$/g;
  }
});

// src/capture/session-activity.ts
function sizesFile(project) {
  return (0, import_node_path9.join)(project.paths.localEventsDir, "condensed.json");
}
function readSizes(project) {
  try {
    const parsed = JSON.parse((0, import_node_fs10.readFileSync)(sizesFile(project), "utf8"));
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
function sessionOf(events, file) {
  return events.find((event) => event.session)?.session ?? (0, import_node_path9.basename)(file, ".ndjson");
}
function condenseFiles(project, files, options) {
  if (files.length === 0) return [];
  const sizes = readSizes(project);
  const appended = [];
  let changed = false;
  for (const absolute of files) {
    const name = (0, import_node_path9.basename)(absolute);
    let bytes;
    try {
      bytes = (0, import_node_fs10.readFileSync)(absolute);
    } catch {
      continue;
    }
    const from = sizes[name] ?? 0;
    const end = bytes.lastIndexOf(10) + 1;
    if (end <= from) {
      if (from > bytes.length) {
        sizes[name] = end;
        changed = true;
      }
      continue;
    }
    const events = parseEventText(bytes.subarray(from, end).toString("utf8"), name).entries.map(
      (entry) => entry.event
    );
    const session = sessionOf(events, absolute);
    const condensed = condenseSessionActivity(session, events);
    if (condensed.length) {
      const since = Math.min(...condensed.map((event) => Date.parse(event.ts)));
      let present;
      appendEvents(project.paths, headReader(project.repo), condensed, {
        writer: session,
        now: options.now,
        entropy: options.entropy ?? (() => (0, import_node_crypto4.randomBytes)(10)),
        // The writer's current file too, whenever it was started: a condensing that died after its
        // append and before saving the sizes left its events there (the read by file-name time can miss it).
        knownIds: () => present = /* @__PURE__ */ new Set([
          ...readEventIdsSince(project.paths, since),
          ...readWriterFileIds(project.paths, session)
        ])
      });
      appended.push(
        ...present ? condensed.filter((event) => !present.has(event.id)) : condensed
      );
    }
    sizes[name] = end;
    changed = true;
  }
  if (changed)
    writeFileAtomic(sizesFile(project), JSON.stringify(sizes, Object.keys(sizes).sort()) + "\n", {
      makeFolder: true
    });
  return appended;
}
function condenseLocalFiles(project, files, options) {
  return condenseFiles(
    project,
    [...new Set(files)].map((file) => (0, import_node_path9.join)(project.paths.root, file)),
    options
  );
}
var import_node_crypto4, import_node_fs10, import_node_path9, QUIET_SESSION_MS;
var init_session_activity = __esm({
  "src/capture/session-activity.ts"() {
    "use strict";
    import_node_crypto4 = require("node:crypto");
    import_node_fs10 = require("node:fs");
    import_node_path9 = require("node:path");
    init_activity();
    init_lines();
    init_store();
    init_repo();
    init_files();
    QUIET_SESSION_MS = 10 * 60 * 1e3;
  }
});

// src/capture/author-cache.ts
function cacheFile(project) {
  return authorCacheFile(project.paths);
}
function readCachedEmail(project) {
  try {
    const value = JSON.parse((0, import_node_fs11.readFileSync)(cacheFile(project), "utf8"));
    if (typeof value.email === "string" || value.email === null) return { email: value.email };
  } catch {
  }
  return void 0;
}
function writeCachedEmail(project, email2) {
  try {
    (0, import_node_fs11.mkdirSync)(project.paths.localDir, { recursive: true });
    const file = cacheFile(project);
    writeFileAtomic(file, JSON.stringify({ email: email2 }) + "\n");
  } catch {
  }
}
function captureAuthor(project, options = {}) {
  if (project.config.author === "none") return null;
  let cached2 = options.refresh ? void 0 : readCachedEmail(project);
  if (!cached2) {
    cached2 = { email: readGitEmail(project.repo.root) };
    writeCachedEmail(project, cached2.email);
  }
  return cached2.email === null ? null : formatAuthor(cached2.email, project.config);
}
var import_node_fs11;
var init_author_cache = __esm({
  "src/capture/author-cache.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs");
    init_repo();
    init_project();
    init_files();
    init_paths();
  }
});

// src/events/memory-forms.ts
function filePathText(missing, found, note = "") {
  return `\`${missing}\` does not exist: the file is \`${found}\`${note}.`;
}
var USER_PROMPT_TAG, FILE_PATH_TAG;
var init_memory_forms = __esm({
  "src/events/memory-forms.ts"() {
    "use strict";
    USER_PROMPT_TAG = "user-prompt";
    FILE_PATH_TAG = "file-path";
  }
});

// src/capture/causes.ts
function diagnosticFile(line) {
  return DIAGNOSTIC.exec(line)?.[1];
}
function firstErrorLine(output) {
  const lines = output.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim()).filter((line) => line.length >= 4 && !NOISE_LINE.test(line));
  for (const pattern of ERROR_WORDS) {
    const line = lines.find((candidate) => pattern.test(candidate));
    if (line) return redactAndTruncate(line, MAX_ERROR_LINE);
  }
  return void 0;
}
function isCauseStatement(sentence2) {
  const text = sentence2.trim();
  if (text.length < 15 || text.length > 400 || /\?\s*$/.test(text) || NEXT_STEP.test(text))
    return false;
  if (/^(?:if|when|whether|maybe|perhaps|possibly|might|could)\b/i.test(text)) return false;
  if (/^the\s+(?:\w+\s+)?(?:issue|problem|cause|error|failure|bug|culprit|reason)\s+(?:might|may|could)\b/i.test(
    text
  ))
    return false;
  if (/^(?:I|we)\s+need\s+to\s+(?:fix|check|look|see|find|investigate|understand|debug|verify|run|review|examine|figure|update|read|explore)\b/i.test(
    text
  ) && !/\b(?:because|since|as|so that)\b/i.test(text))
    return false;
  if (/\b(?:fail|fails|failed|failing)\s+as\s+(?:expected|intended)\b/i.test(text)) return false;
  return CAUSE_PATTERNS.some((pattern) => pattern.test(text));
}
var MAX_ERROR_LINE, NOISE_LINE, DIAGNOSTIC, ERROR_WORDS, CAUSE_PATTERNS, NEXT_STEP;
var init_causes = __esm({
  "src/capture/causes.ts"() {
    "use strict";
    init_prose();
    MAX_ERROR_LINE = 200;
    NOISE_LINE = /^(?:error: )?exit code \d+$|^\[[\w:-]+\] \$ |^\$ |^(?:ok|PASS|---\s*PASS|=== (?:RUN|PAUSE|CONT))\b|^\?\s+\S+\s+\[no test files\]|^(?:npm|pnpm|yarn) (?:ERR!|error) (?:code|path|errno|syscall|A complete log|Lifecycle|command failed|Exit status)|^(?:make|mise|ninja)(?:\[\d+\])?: \*\*\*|^FAIL\s*$|^FAIL\s+\S+\s+[\d.]+s$|^\s*at |^-+$|^=+$|^\s*\^+\s*$|^\s*\d+\s*[|│]|^\[[\w:-]+\] ERROR task failed$|^\d+ issues?:$|^\* [\w-]+: \d+$/i;
    DIAGNOSTIC = /^([\w./-]+\.[A-Za-z]{1,5}):\d+(?::\d+)?:\s*(?![:#])\S/;
    ERROR_WORDS = [
      /\b(?:error|panic|fatal|exception|traceback)\b[:[]/i,
      // A compiler's or linter's diagnostic, `file.go:12:3: message` (not a package header `file.go:1: : # pkg`).
      DIAGNOSTIC,
      /\b(?:undefined|undeclared|not found|no such file|cannot|can't|could not|unable to|permission denied|segmentation fault|assertion|expected|mismatch|invalid|unknown|missing|refused|timed? out|is not|does not|doesn't)\b/i,
      /\b(?:error|failed|failure|fail)\b/i
    ];
    CAUSE_PATTERNS = [
      /^(?:so\s+|ah,?\s+|i see[,.]?\s+)?the\s+(?:root\s+|real\s+|actual\s+|underlying\s+)?(?:issue|problem|cause|error|failure|bug|culprit|reason)\b.{0,40}?\s+(?:is|was|seems to be|here is|comes from)\b/i,
      /\b(?:fail(?:s|ed|ing)?|error(?:s|ed)?|broke|breaks|crash(?:es|ed)?|panic(?:s|ked)?)\b.{0,80}\b(?:because|since|due to|as(?! expected| intended| planned| designed))\b/i,
      /\bbecause\b.{8,}/i,
      /^(?:we\s+|I\s+|it\s+|this\s+|the \w+\s+)?needs?\s+(?:to\s+)?\S/i,
      /\b(?:requires?|expects?|is missing|are missing|isn[’']t (?:defined|exported|imported|set)|is not (?:defined|exported|imported|set)|doesn[’']t (?:exist|support|accept|match)|does not (?:exist|support|accept|match)|was (?:removed|renamed|deleted)|no longer exists|wrong|mismatch|undefined|not initiali[sz]ed|nil pointer|out of date)\b/i,
      /\bturns out\b/i
    ];
    NEXT_STEP = /^(?:let me|let[’']s|now\s|next\s|first\s|then\s|i[’']ll\s|i will\s|i[’']m going to|we[’']ll\s|running|checking|looking|good[,.!]|great[,.!]|perfect[,.!]|all tests pass|tests pass)/i;
  }
});

// src/capture/commands.ts
function segments(command) {
  return command.split(/&&|\|\||[;|\n]/).map((part) => part.trim()).filter(Boolean);
}
function words(segment) {
  const found = segment.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  const list = found.map((word) => word.replace(/^["']|["']$/g, ""));
  while (list.length > 1 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(list[0])) list.shift();
  return list;
}
function programName(word) {
  return (word ?? "").split("/").pop().toLowerCase();
}
function isInspectionSegment(segment) {
  const list = words(segment);
  const program = programName(list[0]);
  if (program === "cd") return true;
  if (program === "git") {
    const sub = list.slice(1).find((word) => !word.startsWith("-"));
    if (sub === "branch" || sub === "tag" || sub === "remote" || sub === "config") {
      return list.slice(2).every((word) => word.startsWith("-")) || sub === "config" && list.includes("--get");
    }
    return sub !== void 0 && GIT_INSPECTION.has(sub);
  }
  if (program === "find")
    return !list.some((word) => /^-(delete|exec|execdir|ok|fprint)/.test(word));
  if (program === "sed" || program === "jq" || program === "yq")
    return !list.some((word) => /^-[a-z]*i/.test(word));
  if (program === "awk") return true;
  return INSPECTION_PROGRAMS.has(program);
}
function isInspectionCommand(command) {
  const withoutHarmless = command.replace(/\d?>&\d/g, "").replace(/\d?>+\s*\/dev\/null/g, "");
  if (/(^|[^<])>/.test(withoutHarmless.replace(/"[^"]*"|'[^']*'/g, ""))) return false;
  const parts = segments(command);
  return parts.length > 0 && parts.every(isInspectionSegment);
}
function retryKey(command) {
  const main = segments(command).find((segment) => {
    const program2 = programName(words(segment)[0]);
    return program2 !== "cd" && program2 !== "export" && program2 !== "source" && program2 !== ".";
  });
  if (!main) return command.trim();
  const list = words(main);
  const program = programName(list[0]);
  const rest = list.slice(1);
  const key = [program];
  for (let i = 0; i < rest.length && key.length < (RUNNERS.has(program) ? 3 : 2); i++) {
    const word = rest[i];
    if (word === "-m" && rest[i + 1]) {
      key.push(rest[++i]);
      continue;
    }
    if (word.startsWith("-") || /[/.=<>&]/.test(word)) {
      if (key.length > 1) break;
      continue;
    }
    key.push(word);
  }
  return key.join(" ");
}
function mainWords(command) {
  const main = segments(command).find((segment) => {
    const program = programName(words(segment)[0]);
    return program !== "cd" && program !== "export" && program !== "source" && program !== ".";
  });
  return main ? words(main.replace(/\d?>&\d|\d?>+\s*\S+/g, " ")) : [];
}
function droppedArguments(failing, passing) {
  const kept = new Set(mainWords(passing));
  return mainWords(failing).slice(1).filter((word) => !kept.has(word) && !HARMLESS_FLAGS.test(word));
}
function commandChanged(failing, passing) {
  return mainWords(failing).join(" ") !== mainWords(passing).join(" ");
}
var INSPECTION_PROGRAMS, GIT_INSPECTION, RUNNERS, HARMLESS_FLAGS;
var init_commands = __esm({
  "src/capture/commands.ts"() {
    "use strict";
    INSPECTION_PROGRAMS = /* @__PURE__ */ new Set([
      "ls",
      "ll",
      "la",
      "pwd",
      "cat",
      "bat",
      "head",
      "tail",
      "less",
      "more",
      "wc",
      "which",
      "whereis",
      "type",
      "file",
      "stat",
      "tree",
      "du",
      "df",
      "echo",
      "printf",
      "grep",
      "egrep",
      "rg",
      "ag",
      "ack",
      "find",
      "fd",
      "sort",
      "uniq",
      "cut",
      "tr",
      "column",
      "jq",
      "yq",
      "env",
      "printenv",
      "date",
      "whoami",
      "id",
      "uname",
      "hostname",
      "ps",
      "basename",
      "dirname",
      "realpath",
      "readlink",
      "true",
      "sleep",
      "diff",
      "cmp",
      "md5sum",
      "sha1sum",
      "sha256sum",
      "shasum",
      "xxd",
      "od",
      "hexdump",
      "nl"
    ]);
    GIT_INSPECTION = /* @__PURE__ */ new Set([
      "status",
      "log",
      "diff",
      "show",
      "blame",
      "ls-files",
      "ls-tree",
      "rev-parse",
      "describe",
      "shortlog",
      "reflog",
      "grep",
      "cat-file",
      "remote",
      "branch",
      "tag",
      "config"
    ]);
    RUNNERS = /* @__PURE__ */ new Set([
      "npm",
      "pnpm",
      "yarn",
      "bun",
      "npx",
      "bunx",
      "uv",
      "poetry",
      "pipenv",
      "hatch",
      "mise"
    ]);
    HARMLESS_FLAGS = /^(?:-v+|--verbose|-q|--quiet|-s|--silent|--colou?r(?:=\S+)?|--no-colou?r|-count=1|--no-cache|-x)$/;
  }
});

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports2, module2) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY2 = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define2 = (object2, key, value) => {
      Object.defineProperty(object2, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source2 = `[${body}]`;
      return new RegExp(source2).test("/") ? NON_SLASH + source2 : source2;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY2;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY2;
      let prev = EMPTY2;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY2;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY2;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source2) => `${PLACEHOLDER}${sources.push(source2) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY2;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source2, pattern) => {
          if (!source2 || source2[0] === "^" || source2[0] === "(") {
            return source2;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source2;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str3) => index + 6 < str3.length ? str3.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY2 ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source2) => {
          const last = source2[source2.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source2;
          }
          return last === SLASH ? `${source2}$` : `${source2}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY2;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source2) => {
      if (source2.indexOf(WILDCARD) < 0) {
        return source2;
      }
      const tokens = [];
      const { length } = source2;
      let index = 0;
      while (index < length) {
        const char = source2[index];
        if (source2.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source2[end] === "^") {
            end++;
          }
          if (source2[end] === "]") {
            end++;
          }
          while (end < length && source2[end] !== "]") {
            end += source2[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source2.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source2.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source2[end] === ESCAPE) {
              end++;
            } else if (source2[end] === "(") {
              depth++;
            } else if (source2[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source2[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source2.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY2;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source: source2, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required2]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required2 !== UNDEFINED && prev.indexOf(required2) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source2
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path) => {
      const end = path.length - 1;
      const index = path.lastIndexOf(
        SLASH,
        path[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path : path.slice(index + 1);
    };
    var parentOf = (path) => {
      if (path.charCodeAt(0) === SLASH_CODE || path.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY2;
      }
      const end = path.length - 1;
      const cut2 = path.lastIndexOf(
        SLASH,
        path.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut2 < 0 ? EMPTY2 : path.slice(0, cut2 + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define2(this, "body", body);
        define2(this, "ignoreCase", ignoreCase);
        define2(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define2(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str3 = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str3, "i") : new RegExp(str3);
        return define2(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str3) => {
      let count = 0;
      while (str3[str3.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename6 = shortcut ? basenameOf(path) : path;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename6 : path
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path, originalPath, doThrow) => {
      if (!isString(path)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path) => {
      const first = path.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path.length === 1) {
        return true;
      }
      const second = path.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path.length === 2 || path.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define2(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path) {
        checkPath(
          path,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path ? this._t(path, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path = convertPath(target);
        if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path);
        }
        const dir = this._t(path, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal2 = this._rules.testLiteral(path);
        return literal2.ignored || literal2.unignored ? literal2 : dir;
      }
      _t(path, cache) {
        if (path in cache) {
          return cache[path];
        }
        const parentPath = parentOf(path);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path] = parent && parent.ignored ? parent : this._rules.test(path, MODE_IGNORE);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, convertPath(path)).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, convertPath(path));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path) => checkPath(convertPath(path), path, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str3) => /^\\\\\?\\/.test(str3) || /["<>|\u0000-\u001F]+/u.test(str3) ? str3 : str3.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module2.exports = factory;
    factory.default = factory;
    module2.exports.isPathValid = isPathValid;
    define2(module2.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/capture/file-paths.ts
function normalize(path) {
  const slashed = WINDOWS_ABSOLUTE.test(path) || path.includes("\\") ? path.replace(/\\/g, "/") : path;
  const withDrive = /^[A-Za-z]:\//.test(slashed) ? slashed[0].toLowerCase() + slashed.slice(1) : slashed;
  return /\/\.{1,2}(?:\/|$)|\/\/|^\.{1,2}\//.test(withDrive) ? import_node_path10.posix.normalize(withDrive) : withDrive;
}
function isAbsolute(path) {
  return path.startsWith("/") || /^[a-z]:\//.test(path);
}
function inside(path, root2) {
  const base = root2.endsWith("/") ? root2.slice(0, -1) : root2;
  if (path === base) return ".";
  return path.startsWith(`${base}/`) ? path.slice(base.length + 1) : void 0;
}
function shortenHome(path) {
  return path.replace(/^(?:\/home|\/Users|[a-z]:\/Users)\/[^/]+(?=\/|$)/, "~");
}
function toStoredPath(path, context) {
  const trimmed = path.trim();
  if (trimmed === "") return trimmed;
  const root2 = normalize(context.repoRoot);
  const cwd = context.cwd ? normalize(context.cwd) : void 0;
  let absolute = normalize(trimmed);
  if (!isAbsolute(absolute) && !absolute.startsWith("~")) {
    if (!cwd) return absolute;
    absolute = import_node_path10.posix.join(cwd, absolute);
  }
  return inside(absolute, root2) ?? (cwd ? inside(absolute, cwd) : void 0) ?? shortenHome(absolute);
}
function pathMatcher(patterns) {
  if (patterns.length === 0) return () => false;
  const matcher = (0, import_ignore.default)({ allowRelativePaths: true, ignorecase: false }).add(patterns);
  return (path) => {
    const relative3 = path.replace(/^(?:~\/|\/+|[A-Za-z]:[\\/])/, "").replace(/^(?:\.\/)+/, "");
    if (relative3 === "" || relative3 === ".") return false;
    return matcher.ignores(relative3);
  };
}
function replaceWholePath(command, path) {
  let out = "";
  let from = 0;
  for (let at = command.indexOf(path); at >= 0; at = command.indexOf(path, at + path.length)) {
    const next = command[at + path.length];
    if (next !== void 0 && !` 	
"';&|)`.includes(next)) continue;
    out += command.slice(from, at) + ".";
    from = at + path.length;
  }
  return out + command.slice(from);
}
function relativizeCommand(command, context) {
  let out = command;
  for (const base of [context.repoRoot, context.cwd]) {
    const bare = base?.replace(/\/+$/, "");
    if (!bare || !bare.startsWith("/")) continue;
    out = out.split(`${bare}/`).join("");
    out = replaceWholePath(out, bare);
  }
  return out.replace(/(^|[\s"'=:(])(?:\/home|\/Users)\/[^/\s"']+(?=\/)/g, "$1~");
}
function filesInText(text) {
  return [...new Set([...text.matchAll(NAMED_FILE)].map((match) => match[1]))];
}
function resolveBareNames(text, touched) {
  const resolved = [];
  for (const name of filesInText(text)) {
    if (name.includes("/")) continue;
    const paths = touched.filter((path) => path.endsWith(`/${name}`));
    if (paths.length === 1) resolved.push(paths[0]);
  }
  return resolved;
}
function sameFileMeant(missing, found) {
  const a = import_node_path10.posix.parse(missing);
  const b = import_node_path10.posix.parse(found);
  if (a.dir === b.dir)
    return a.base !== b.base && (a.base.toLowerCase() === b.base.toLowerCase() || a.name === b.name && a.name.length >= 3);
  return a.base.toLowerCase() === b.base.toLowerCase() && oneFolderApart(a.dir, b.dir);
}
function oneFolderApart(a, b) {
  const [short, long] = [a, b].map((dir) => dir === "" ? [] : dir.split("/")).sort((x, y) => x.length - y.length);
  if (long.length !== short.length + 1) return false;
  let skipped = false;
  for (let i = 0, j = 0; i < short.length; i++, j++) {
    if (short[i] === long[j]) continue;
    if (skipped || short[i] !== long[j + 1]) return false;
    skipped = true;
    j++;
  }
  return true;
}
var import_ignore, import_node_path10, WINDOWS_ABSOLUTE, NAMED_FILE;
var init_file_paths = __esm({
  "src/capture/file-paths.ts"() {
    "use strict";
    import_ignore = __toESM(require_ignore(), 1);
    import_node_path10 = require("node:path");
    WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]/;
    NAMED_FILE = /(?<![\w/.-])((?:[\w.-]+\/)*[\w-]+\.(?:go|ts|tsx|js|jsx|mjs|cjs|py|rs|c|h|cc|cpp|hpp|cu|java|kt|rb|php|cs|swift|md|json|ya?ml|toml|sh|sql|css|scss|html))(?![\w/-])/g;
  }
});

// src/capture/keyword.ts
function isRoutine(text) {
  if (!text) return false;
  const words3 = text.replace(/^(?:I|we)\s+/i, "").replace(LEADING_INTENT, "").trim().split(/\s+/);
  let i = 0;
  const lower = (at2) => (words3[at2] ?? "").toLowerCase().replace(/[,.;:]+$/, "");
  for (; ; ) {
    if (LEADING_WORDS.has(lower(i))) i++;
    else if (lower(i) === "go" && lower(i + 1) === "ahead" && lower(i + 2) === "and") i += 3;
    else if ((lower(i) === "start" || lower(i) === "begin") && lower(i + 1) === "by") i += 2;
    else break;
  }
  const verb = lower(i);
  if (ROUTINE_VERBS.has(verb)) return true;
  if (verb === "run" || verb === "running") {
    const next = ["the", "it", "them"].includes(lower(i + 1)) && ROUTINE_RUN_OBJECTS.has(lower(i + 2)) ? lower(i + 2) : lower(i + 1);
    return ROUTINE_RUN_OBJECTS.has(next) || next === "test" && lower(i + 2) === "suite";
  }
  if (verb === "figure" && lower(i + 1) === "out" || verb === "do" && (lower(i + 1) === "that" || lower(i + 1) === "this"))
    return true;
  let at = verb === "use" || verb === "using" ? i + 1 : i;
  if (["the", "a", "an"].includes(lower(at))) at++;
  const tool = (words3[at] ?? "").replace(/[,.;:]+$/, "");
  return ROUTINE_TOOLS.has(tool) || ROUTINE_COMMANDS.has(tool.toLowerCase()) || lower(at + 1) === "tool" || lower(at) === "task" && lower(at + 1) === "agent";
}
function namesSomething(subject) {
  const text = (subject ?? "").split(/\s[-—–]\s/).pop().trim().replace(/^(?:but|so|and|also|now|note that|however)\s+/i, "");
  if (text === "" || VAGUE_SUBJECT.test(text) || /^(?:I|we|you)\b/i.test(text)) return false;
  if (/^(?:if|when|unless|once|let|let's|let me|now|then|maybe|perhaps)\b/i.test(text))
    return false;
  return text.split(/\s+/).length <= 10;
}
function indexedRegex(pattern) {
  let regex = withIndices.get(pattern);
  if (!regex)
    withIndices.set(pattern, regex = new RegExp(pattern.regex.source, `${pattern.regex.flags}d`));
  return regex;
}
function isNotAStatement(sentence2, lower) {
  if (/\?\s*$/.test(sentence2)) return true;
  const first = /^[a-z']+/.exec(lower)?.[0] ?? "";
  if (NOT_A_STATEMENT_START.has(first) || NOT_A_STATEMENT_PHRASES.some((phrase) => lower.startsWith(phrase)))
    return true;
  return OFFER_OR_HYPOTHETICAL.some((phrase) => containsWords(lower, phrase));
}
function containsWords(lower, phrase) {
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    if (!isLetter(lower[at - 1]) && !isLetter(lower[at + phrase.length])) return true;
  }
  return false;
}
function maskCode(text) {
  return text.replace(/`[^`]*`/g, (code) => "`" + "x".repeat(Math.max(code.length - 2, 0)) + "`");
}
function cleanFragment(text) {
  if (text === void 0) return void 0;
  const trimmed = text.trim().replace(/[\s.,;:!]+$/, "").trim();
  return trimmed === "" ? void 0 : trimmed;
}
function groupsOf(match, original) {
  const groups = {};
  const indices = match.indices?.groups ?? {};
  for (const [name, span] of Object.entries(indices))
    groups[name] = span ? original.slice(span[0], span[1]) : void 0;
  return groups;
}
function matchSentence(sentence2) {
  if (sentence2.length < 12 || sentence2.length > 600) return void 0;
  const masked = sentence2.includes("`") ? maskCode(sentence2) : sentence2;
  const lower = masked.toLowerCase().replaceAll("\u2019", "'");
  const words3 = lower.split(/[^a-z0-9']+/);
  let indexed;
  for (const word of words3) {
    const hits = PATTERNS_BY_WORD.get(word);
    if (hits) for (const index of hits) (indexed ??= /* @__PURE__ */ new Set()).add(index);
  }
  if (!indexed) return void 0;
  const wordSet = new Set(words3);
  const has = (needed) => {
    const space = needed.indexOf(" ");
    return space < 0 ? wordSet.has(needed) : wordSet.has(needed.slice(0, space)) && lower.includes(needed);
  };
  const candidates = [...indexed].sort((a, b) => a - b).map((index) => PATTERNS[index]).filter((pattern) => pattern.needs.every((group) => group.some(has)));
  if (candidates.length === 0) return void 0;
  if (isNotAStatement(sentence2, lower)) return void 0;
  const bare = sentence2.replace(/[\s.!]+$/, "");
  const maskedBare = masked.slice(0, bare.length);
  for (const pattern of candidates) {
    const match = indexedRegex(pattern).exec(maskedBare);
    if (!match) continue;
    const groups = groupsOf(match, bare);
    if (pattern.keep && !pattern.keep(groups)) continue;
    const confidence = typeof pattern.confidence === "number" ? pattern.confidence : pattern.confidence(groups);
    if (confidence === void 0) continue;
    const result = {
      kind: pattern.kind,
      confidence,
      sentence: truncate(sentence2, 500)
    };
    const reason = cleanFragment(groups.reason);
    if (reason) result.reason = truncate(reason, 300);
    const alternative = cleanFragment(groups.alt);
    if (alternative) result.alternatives = [truncate(alternative, 200)];
    if (pattern.kind === "fix" || pattern.kind === "cause") {
      const detail = cleanFragment(groups.what);
      if (detail) result.detail = truncate(detail, 300);
    }
    return result;
  }
  return void 0;
}
function matchParagraphs(paragraphs) {
  const matches = [];
  const seen = /* @__PURE__ */ new Set();
  for (const paragraph of paragraphs) {
    for (const raw of splitSentences(paragraph.text)) {
      const sentence2 = stripEmphasis(raw).replace(/\s+/g, " ").trim();
      if (seen.has(sentence2)) continue;
      seen.add(sentence2);
      const match = matchSentence(sentence2);
      if (match) matches.push(match);
    }
  }
  return matches;
}
function decisionDetails(text) {
  const details = {};
  const masked = maskCode(text);
  const because = /\s(?:because|since|given that|so that)\s+(.+)$/is.exec(masked) ?? /\s(?:—|–|--|-)\s+(.+)$/s.exec(masked);
  if (because) {
    const reason = cleanFragment(
      text.slice(because.index + because[0].length - because[1].length)
    );
    if (reason) details.reason = truncate(reason, 300);
  }
  const over = /\b(?:over|instead of|rather than)\s+(.+?)(?=\s+(?:because|since|given that|so that)\b|[,;]|\s(?:—|–|--|-)\s|\.\s|\.?$)/is.exec(
    masked
  );
  if (over) {
    const start = over.index + over[0].length - over[1].length;
    const alternative = cleanFragment(text.slice(start, start + over[1].length));
    if (alternative) details.alternatives = [truncate(alternative, 200)];
  }
  return details;
}
function decisionAsFact(sentence2) {
  const opening = FIRST_PERSON_OPENING.exec(sentence2);
  if (!opening) return sentence2;
  const rest = sentence2.slice(opening[0].length);
  if (/\b(?:I|me|my|we|us|our)\b/i.test(rest.replace(/`[^`]*`/g, ""))) return sentence2;
  return (rest.charAt(0).toUpperCase() + rest.slice(1)).replace(/\s*:\s*$/, ".");
}
function filesNamed(sentence2) {
  const files = /* @__PURE__ */ new Set();
  for (const match of sentence2.matchAll(/`([^`\s]+)`/g)) {
    const name = match[1].replace(/[:,]\d+(?:-\d+)?$/, "");
    if (/^[\w./-]+\.[A-Za-z][A-Za-z0-9]{0,5}$/.test(name) && !/^\d/.test(name) && !/\(\)$/.test(name))
      files.add(name);
  }
  return [...files].slice(0, 8);
}
var A, INTENT, REASON, ROUTINE_VERBS, ROUTINE_RUN_OBJECTS, LEADING_WORDS, ROUTINE_TOOLS, ROUTINE_COMMANDS, PRONOUN_SUBJECT, LEADING_INTENT, notRoutine, INTENT_WORDS, APPROACH_WORDS, PATTERNS, VAGUE_SUBJECT, PATTERNS_BY_WORD, withIndices, NOT_A_STATEMENT_START, NOT_A_STATEMENT_PHRASES, OFFER_OR_HYPOTHETICAL, isLetter, FIRST_PERSON_OPENING;
var init_keyword = __esm({
  "src/capture/keyword.ts"() {
    "use strict";
    init_prose();
    A = `[\u2019']`;
    INTENT = `(?:I${A}ll|I will|I${A}m going to|I am going to|we${A}ll|we will|we${A}re going to|we are going to|let${A}s|let us|let me|I${A}d rather|I${A}ve decided to|I have decided to)`;
    REASON = `(?:,?\\s+(?:because|since|given that|so that)\\s+(?<reason>.+))?`;
    ROUTINE_VERBS = new Set(
      "read reading reread re-read look looking check checking double-check verify verifying rerun re-run search searching grep grepping find finding open opening view viewing inspect inspecting examine examining explore exploring investigate investigating list listing see test testing start starting begin beginning take taking try trying retry retrying ask asking wait waiting continue continuing proceed proceeding fetch fetching call calling launch launching spawn spawning commit committing stage staging push pushing review reviewing print printing show showing display displaying summarize summarise summarizing summarising explain explaining answer answering respond responding mark marking confirm confirming analyze analyse analyzing analysing understand understanding get getting guess guessing help".split(" ")
    );
    ROUTINE_RUN_OBJECTS = /* @__PURE__ */ new Set([
      "tests",
      "test",
      "suite",
      "build",
      "linter",
      "lint",
      "checks",
      "check",
      "again",
      "it",
      "them",
      "this",
      "that",
      "command",
      "script"
    ]);
    LEADING_WORDS = /* @__PURE__ */ new Set(["first", "now", "then", "also", "quickly", "just"]);
    ROUTINE_TOOLS = /* @__PURE__ */ new Set([
      "Read",
      "Edit",
      "Write",
      "Bash",
      "Glob",
      "Grep",
      "Task",
      "Agent",
      "TodoWrite",
      "WebFetch",
      "WebSearch",
      "NotebookEdit",
      "MultiEdit",
      "LS"
    ]);
    ROUTINE_COMMANDS = /* @__PURE__ */ new Set([
      "grep",
      "rg",
      "ripgrep",
      "find",
      "ls",
      "cat",
      "sed",
      "awk",
      "head",
      "tail",
      "less",
      "subagent",
      "sub-agent",
      "agent"
    ]);
    PRONOUN_SUBJECT = /^(?:this|that|it|these|those|which|they|doing (?:this|that|it))$/i;
    LEADING_INTENT = new RegExp(`^${INTENT}\\s+`, "i");
    notRoutine = (groups) => !isRoutine(groups.what) && !isRoutine(groups.alt);
    INTENT_WORDS = [
      "i'll",
      "i will",
      "i'm going to",
      "i am going to",
      "we'll",
      "we will",
      "we're going to",
      "we are going to",
      "let's",
      "let us",
      "let me",
      "i'd rather",
      "i've decided",
      "i have decided"
    ];
    APPROACH_WORDS = [
      "approach",
      "pattern",
      "strategy",
      "design",
      "architecture",
      "enum",
      "algorithm",
      "data structure",
      "library",
      "crate",
      "package",
      "framework",
      "format",
      "schema",
      "representation",
      "abstraction",
      "technique"
    ];
    PATTERNS = [
      {
        kind: "decision",
        needs: [["decision", "decided"]],
        regex: /^(?:decision|decided|we decided|i decided)\s*:\s*(?<what>.+)$/i,
        confidence: 0.9
      },
      {
        kind: "rejection",
        needs: [["rejected", "not doing", "ruled out", "won't do"]],
        regex: /^(?:rejected|not doing|ruled out|won[’']t do)\s*:\s*(?<what>.+)$/i,
        confidence: 0.9
      },
      {
        kind: "learned",
        needs: [
          [
            "til",
            "today i learned",
            "lesson",
            "lessons",
            "learned",
            "note to self",
            "insight",
            "learning"
          ]
        ],
        regex: /^(?:TIL|today I learned|lessons? learned|learned|note to self|key (?:insight|learning)|insight)\s*:\s*(?<what>.+)$/i,
        confidence: 0.8
      },
      {
        kind: "gotcha",
        needs: [["gotcha", "caveat", "pitfall", "watch out", "beware"]],
        regex: /^(?:gotcha|caveat|pitfall|watch out|beware)\s*:\s*(?<what>.+)$/i,
        confidence: 0.8
      },
      {
        kind: "decision",
        needs: [
          [
            "chose",
            "choose",
            "picked",
            "pick",
            "opted for",
            "went with",
            "selected",
            "settled on",
            "prefer",
            "preferred"
          ],
          ["over", "instead of", "rather than"]
        ],
        regex: new RegExp(
          `(?:^|\\b(?:I|we)\\s+(?:have\\s+|${A}ve\\s+)?)(?:chose|choose|picked|opted for|went with|selected|settled on|prefer(?:red)?)\\s+(?<what>.+?)\\s+(?:over|instead of|rather than)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
          "i"
        ),
        confidence: 0.9,
        keep: notRoutine
      },
      {
        kind: "rejection",
        needs: [["decided"]],
        regex: new RegExp(
          `\\b(?:I|we)(?:${A}ve|\\s+have)?\\s+decided\\s+(?:not\\s+to\\s+|against\\s+)(?<what>.+?)${REASON}$`,
          "i"
        ),
        confidence: 0.8,
        keep: (groups) => !isRoutine(groups.what)
      },
      {
        kind: "decision",
        needs: [["rather than", "instead of"]],
        regex: new RegExp(
          `^(?:so\\s+|but\\s+)?(?:rather than|instead of)\\s+(?<alt>[^,]+?),\\s*(?:${INTENT}|I|we)\\s+(?<what>.+?)${REASON}$`,
          "i"
        ),
        confidence: 0.8,
        keep: notRoutine
      },
      {
        kind: "decision",
        needs: [INTENT_WORDS, ["instead of", "rather than"]],
        regex: new RegExp(
          `\\b${INTENT}\\s+(?<what>.+?)\\s+(?:instead of|rather than)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
          "i"
        ),
        confidence: 0.8,
        keep: notRoutine
      },
      {
        kind: "decision",
        needs: [
          [
            "used",
            "chose",
            "went with",
            "switched",
            "moved",
            "migrated",
            "picked",
            "opted for",
            "kept"
          ],
          ["instead of", "rather than", "over"]
        ],
        regex: new RegExp(
          `^(?:used|chose|went with|switched to|moved to|migrated to|picked|opted for|kept)\\s+(?<what>.+?)\\s+(?:instead of|rather than|over)\\s+(?<alt>[^,;]+?)(?:[,;].*?)?${REASON}$`,
          "i"
        ),
        confidence: 0.75,
        keep: notRoutine
      },
      {
        kind: "decision",
        needs: [["go with"]],
        regex: new RegExp(
          `\\b(?:let${A}s|I${A}ll|we${A}ll|I will|we will|I${A}m going to|we${A}re going to)\\s+go\\s+with\\s+(?<what>.+?)${REASON}$`,
          "i"
        ),
        confidence: (groups) => groups.reason ? 0.8 : 0.75,
        keep: (groups) => !/^(?:it|that|this|the flow)\b/i.test(groups.what ?? "")
      },
      {
        kind: "decision",
        needs: [["switch", "switching", "move", "moving", "migrate", "migrating"]],
        regex: new RegExp(
          `\\b(?:${INTENT}|I${A}m|we${A}re|I am|we are)\\s+(?:switch|switching|move|moving|migrate|migrating)\\s+(?:over\\s+)?to\\s+(?<what>.+?)${REASON}$`,
          "i"
        ),
        confidence: (groups) => groups.reason ? 0.8 : 0.6,
        keep: notRoutine
      },
      {
        kind: "decision",
        needs: [INTENT_WORDS, ["because", "since", "given that"]],
        regex: new RegExp(
          `\\b${INTENT}\\s+(?<what>(?:use|adopt|keep|store|represent|model|rely on|stick with|go for|pick)\\b.+?)\\s+(?:because|since|given that)\\s+(?<reason>.+)$`,
          "i"
        ),
        // "I'll store it in a variable since…" is a detail more often than a choice.
        confidence: (groups) => /^(?:keep|store|represent|model)\b/i.test(groups.what ?? "") ? 0.55 : 0.7,
        keep: notRoutine
      },
      {
        kind: "decision",
        needs: [INTENT_WORDS, APPROACH_WORDS],
        regex: new RegExp(
          `\\b${INTENT}\\s+(?<what>(?:use|adopt|take|go for|implement)\\s+(?:a|an|the)?\\s*[^.]*?\\b(?:approach|pattern|strategy|design|architecture|enum|algorithm|data structure|library|crate|package|framework|format|schema|representation|abstraction|technique)\\b(?<purpose>.*))$`,
          "i"
        ),
        confidence: (groups) => /^\s*(?:\S+\s+){0,6}?(?:to|for|so)\b/i.test(groups.purpose ?? "") ? 0.6 : 0.5,
        // "a different approach", "another approach": a change of tack with nothing to remember.
        keep: (groups) => notRoutine(groups) && !/\b(?:a\s+)?(?:different|another|other|new|simpler|more \w+|targeted|alternative)\s+(?:approach|strategy|technique)\b|\bor\s+(?:try|use|go|just|maybe)\b/i.test(
          groups.what ?? ""
        )
      },
      {
        kind: "decision",
        needs: [["decided"]],
        regex: /\b(?:I|we)(?:[’']ve|\s+have)?\s+decided\s+to\s+(?<what>.+)$/i,
        confidence: 0.6,
        keep: (groups) => !isRoutine(groups.what)
      },
      {
        kind: "decision",
        needs: [
          ["best", "better", "simplest", "cleanest", "safest", "right", "correct", "preferred"],
          ["approach", "option", "solution", "way", "choice", "design"]
        ],
        regex: /\bthe\s+(?:best|better|simplest|cleanest|safest|right|correct|preferred)\s+(?:approach|option|solution|way|choice|design)\s+(?:here\s+)?(?:is|would be|will be)\s+(?:to\s+)?(?<what>.+)$/i,
        confidence: 0.6,
        keep: (groups) => !isRoutine(groups.what)
      },
      {
        kind: "rejection",
        needs: [
          ["work"],
          [
            "won't",
            "will not",
            "wouldn't",
            "would not",
            "can't",
            "cannot",
            "doesn't",
            "does not",
            "isn't"
          ]
        ],
        regex: /^(?<what>.+?)\s+(?<verb>won[’']t|will not|wouldn[’']t|would not|can[’']t|cannot|doesn[’']t|does not|isn[’']t going to)\s+work\b(?<rest>.*)$/i,
        confidence: (groups) => {
          const reason = /(?:because|since|given that|as|:|—|–|-)\s+(.+)$/i.exec(
            groups.rest ?? ""
          )?.[1];
          const pronoun = PRONOUN_SUBJECT.test((groups.what ?? "").trim());
          const present = /does/i.test(groups.verb ?? "");
          if (!reason) return pronoun || present ? void 0 : 0.55;
          return pronoun ? 0.5 : 0.7;
        },
        keep: (groups) => !/^(?:I|we|you)\b/i.test(groups.what ?? "")
      },
      {
        kind: "rejection",
        needs: [
          ["use"],
          ["shouldn't", "should not", "can't", "cannot", "mustn't", "must not", "don't"]
        ],
        regex: /\b(?:we|I|you)\s+(?:shouldn[’']t|should not|can[’']t|cannot|mustn[’']t|must not|don[’']t want to)\s+(?<what>use\s+.+?)\s+(?:because|since|given that|as)\s+(?<reason>.+)$/i,
        confidence: 0.7
      },
      {
        kind: "rejection",
        needs: [["avoid"]],
        regex: new RegExp(
          `\\b${INTENT}\\s+(?<what>avoid\\s+.+?)\\s+(?:because|since|given that|as)\\s+(?<reason>.+)$`,
          "i"
        ),
        confidence: 0.6
      },
      {
        kind: "rejection",
        needs: [["not an option", "not viable", "not feasible", "not suitable", "not a good fit"]],
        regex: /^(?<what>.+?)\s+(?:is|are|was|were)\s+not\s+(?:an option|viable|feasible|suitable|a good fit)\b,?\s*(?:because|since|as|given that)?\s*(?<reason>.*)$/i,
        confidence: 0.65,
        keep: (groups) => !PRONOUN_SUBJECT.test((groups.what ?? "").trim()) || Boolean(groups.reason)
      },
      {
        kind: "fix",
        needs: [["fix", "solution", "workaround", "remedy"]],
        regex: /\bthe\s+(?:real\s+|actual\s+|simplest\s+|right\s+|proper\s+|correct\s+)?(?:fix|solution|workaround|remedy)\s+(?:here\s+)?(?:is|was|will be)\s+(?:to\s+)?(?<what>.+)$/i,
        confidence: 0.6
      },
      {
        kind: "fix",
        needs: [["by"], ["fixed", "resolved", "solved", "worked around"]],
        regex: /\b(?:fixed|resolved|solved|worked around)\s+(?:it|this|that|the\s+(?:issue|problem|bug|error|failure|crash|test))\s+by\s+(?<what>.+)$/i,
        confidence: 0.6
      },
      {
        kind: "cause",
        needs: [["cause", "problem", "issue", "error", "bug", "failure", "culprit"]],
        regex: /\bthe\s+(?:root\s+)?(?:cause|problem|issue|error|bug|failure|culprit)\s+(?:is|was|here is)\s+(?:that\s+|because\s+|caused by\s+)(?<what>.+)$/i,
        confidence: 0.5
      },
      {
        kind: "cause",
        needs: [["because"]],
        regex: /\b(?:fails|failed|failing|crashes|crashed|breaks|broke)\s+because\s+(?<what>.+)$/i,
        confidence: 0.5
      },
      {
        kind: "learned",
        needs: [["turns out"]],
        regex: /^(?:so\s+)?(?:it\s+)?turns out(?:\s+that)?,?\s+(?<what>.+)$/i,
        confidence: 0.5
      },
      // Terse statements of how things are, the way real sessions write lessons: "X requires Y",
      // "X doesn't support Y", "X must be Y". The subject must name something (not "it", "I", "we").
      {
        kind: "learned",
        needs: [["requires", "expects", "must", "depends", "only"]],
        regex: new RegExp(
          `^(?:[^;:]{0,80}?,\\s+(?:but|and|so|while|whereas|yet)\\s+|but\\s+|so\\s+|and\\s+)?(?<subject>[^,;:]{3,80}?)\\s+(?:requires|expects|must be|must have|must not|mustn${A}t|depends on|only (?:supports|works|runs|accepts|applies))\\b(?<what>.{3,})$`,
          "i"
        ),
        confidence: 0.6,
        keep: (groups) => namesSomething(groups.subject)
      },
      {
        kind: "learned",
        needs: [
          [
            "doesn't",
            "does not",
            "don't",
            "do not",
            "isn't",
            "is not",
            "aren't",
            "are not",
            "can't",
            "cannot",
            "won't",
            "never"
          ]
        ],
        regex: new RegExp(
          `^(?:[^;:]{0,80}?,\\s+(?:but|and|so|while|whereas|yet)\\s+|but\\s+|so\\s+|and\\s+|however,?\\s+|note:?\\s+)?(?<subject>[^,;:]{3,80}?)\\s+(?:doesn${A}t|does not|don${A}t|do not|isn${A}t|is not|aren${A}t|are not|can${A}t|cannot|won${A}t|never)\\s+(?:(?:get|gets|be|been|yet|actually|automatically|currently|always)\\s+)?(?<verb>support|accept|allow|handle|include|build|built|compile|create|call|run|use|return|match|parse|implement|implemented|persist|preserve|propagate|trigger|export|exported|work with|set|defined|cover|read|write)\\w*\\b(?<what>.*)$`,
          "i"
        ),
        confidence: 0.55,
        keep: (groups) => namesSomething(groups.subject)
      },
      {
        kind: "cause",
        needs: [["issue", "problem", "culprit", "bug"]],
        regex: /^(?:so\s+|ah,?\s+|i see[,.]?\s+)?the\s+(?:root\s+|real\s+|actual\s+|underlying\s+)?(?:issue|problem|culprit|bug)\s+(?:is|was)\s+(?<what>(?!to\b).{8,})$/i,
        confidence: 0.5
      },
      {
        kind: "decision",
        needs: [["since"], INTENT_WORDS],
        regex: new RegExp(`^since\\s+(?<reason>[^,]{8,}),\\s*${INTENT}\\s+(?<what>.+)$`, "i"),
        confidence: 0.6,
        keep: notRoutine
      }
    ];
    VAGUE_SUBJECT = /^(?:it|this|that|these|those|they|there|which|what|who|i|we|you|he|she|one|everything|nothing|something|anything|all|both|each|the (?:user|assistant)|this (?:one|time|approach|way))$/i;
    PATTERNS_BY_WORD = /* @__PURE__ */ new Map();
    PATTERNS.forEach((pattern, index) => {
      for (const needed of pattern.needs[0]) {
        const word = needed.split(" ")[0];
        const list = PATTERNS_BY_WORD.get(word) ?? [];
        if (!list.includes(index)) list.push(index);
        PATTERNS_BY_WORD.set(word, list);
      }
    });
    withIndices = /* @__PURE__ */ new Map();
    NOT_A_STATEMENT_START = new Set(
      "if when whenever unless once whether should would could can do does did shall please maybe perhaps alternatively optionally".split(
        " "
      )
    );
    NOT_A_STATEMENT_PHRASES = [
      "will you",
      "want me",
      "let me know",
      "feel free",
      "one option",
      "another option"
    ];
    OFFER_OR_HYPOTHETICAL = [
      "if you",
      "would you",
      "do you want",
      "you could",
      "you might",
      "or should",
      "if needed",
      "if necessary",
      "we could",
      "i could",
      "might want"
    ];
    isLetter = (char) => char !== void 0 && char >= "a" && char <= "z";
    FIRST_PERSON_OPENING = new RegExp(
      `^(?:(?:so|now|then|ok(?:ay)?),?\\s+)?${INTENT}\\s+(?=[a-z])`,
      "i"
    );
  }
});

// src/capture/instructions.ts
function isStandingInstruction(sentence2) {
  const text = sentence2.trim();
  if (text.length < 8 || text.length > MAX_SENTENCE) return false;
  if (/\?\s*$/.test(text) || NOT_AN_INSTRUCTION.test(text) || IN_PASSING.test(text)) return false;
  if (WORK_REQUEST.test(text) && !FROM_NOW_ON.test(text)) return false;
  if (/^never\s+mind\b/i.test(text)) return false;
  return STANDING_START.test(text) || USE_NOT.test(text) || STANDING_ANYWHERE.test(text);
}
function standingInstructions(text) {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("/") || trimmed.startsWith("<")) return [];
  const found = [];
  const lines = trimmed.split(/\r?\n/).slice(0, 12);
  let fenced = false;
  for (const line of lines) {
    const plain = line.trim();
    if (plain.startsWith("```") || plain.startsWith("~~~")) fenced = !fenced;
    if (fenced) continue;
    if (plain === "" || plain.startsWith(">") || plain.startsWith("```") || plain.startsWith("|") || /^\s{4}/.test(line))
      continue;
    for (const raw of splitSentences(plain.replace(/^(?:[-*+]|\d{1,3}[.)])\s+/, ""))) {
      const sentence2 = raw.replace(FILLER, "").trim();
      if (!isStandingInstruction(sentence2)) continue;
      const stored = redactAndTruncate(
        sentence2.charAt(0).toUpperCase() + sentence2.slice(1),
        MAX_SENTENCE
      );
      if (!found.includes(stored)) found.push(stored);
    }
  }
  return found;
}
function isQuestionAboutTheCode(text) {
  const trimmed = text.trim().replace(FILLER, "");
  if (trimmed.length < 12 || trimmed.length > 600 || trimmed.startsWith("/") || trimmed.startsWith("<"))
    return false;
  if (!/\?\s*$/.test(trimmed) && !/\bI (?:wonder|am wondering|'m wondering)\b/i.test(trimmed))
    return false;
  return ASKS_HOW_THINGS_ARE.test(trimmed) || /\b(?:I wonder|wondering)\b/i.test(trimmed);
}
var MAX_SENTENCE, FILLER, STANDING_START, STANDING_ANYWHERE, USE_NOT, IN_PASSING, NOT_AN_INSTRUCTION, WORK_REQUEST, FROM_NOW_ON, ASKS_HOW_THINGS_ARE;
var init_instructions = __esm({
  "src/capture/instructions.ts"() {
    "use strict";
    init_prose();
    MAX_SENTENCE = 300;
    FILLER = /^(?:(?:ok(?:ay)?|also|and|but|so|btw|yes|yeah|no|nope|great|thanks|cool|right|hmm|oh|well|please|pls|one more thing)\b[,.!:]?\s+)+/i;
    STANDING_START = /^(?:always|never|don[’']?t|do not|dont|stop|avoid|make sure (?:to|you|that)|remember to|from now on|going forward|prefer|keep(?!\s+(?:all\b|the\b|these\b|those\b|this\b|that\b|them\b|it\b|both\b|backwards?\b|in mind|that in mind|this in mind|going|on\b|up\b|it up|at it|trying|looking|working|reading|digging|calm|track|an eye|me posted|me updated|me informed))|no more|only ever)\b/i;
    STANDING_ANYWHERE = /\b(?:from now on|going forward|every time|each time|whenever you|(?:you|we) should (?:always|never)|(?:please|you must|we must|must) (?:always|never)|I (?:always )?(?:want|need|prefer|like) (?:you )?to (?:always|never)|I(?:'d| would)? prefer|we (?:always|never) |let[’']?s (?:always|never)|(?:always|never) (?:use|run|commit|push|ask|write|add|keep|call|put|create|check|test|update))\b/i;
    USE_NOT = /^(?:please\s+)?(?:use|prefer|go with|stick (?:to|with))\s+.{1,60}?\s+(?:not|instead of|rather than|over)\s+\S/i;
    IN_PASSING = /^(?:don[’']?t|do not|dont)\s+(?:worry|know|think|see|understand|get|mind|care|have|remember|bother|need|believe|want to (?:break|lose)|forget,)\b/i;
    NOT_AN_INSTRUCTION = /^(?:can|could|would|should|why|what|how|where|when|is|are|do|does|did|will|shall|which|who)\b/i;
    WORK_REQUEST = /^(?:(?:let[’']?s|lets)\s+(?!always\b|never\b|not\b|stop\b|avoid\b|keep\b|make sure\b|use\b|prefer\b)|(?:rename|add|fix|change|update|move|remove|delete|implement|create|refactor|replace|write)\s)/i;
    FROM_NOW_ON = /\b(?:from now on|going forward)\b/i;
    ASKS_HOW_THINGS_ARE = /^(?:when|how|why|what|where|which|who|is|are|does|do|did|was|were|has|have|isn[’']t|aren[’']t|doesn[’']t|can you (?:explain|help me understand|tell me|check whether|check if|recheck|see)|could you (?:explain|tell me)|I (?:wonder|am wondering|'m wondering))\b/i;
  }
});

// src/capture/judge-model.ts
var JUDGE_MODEL;
var init_judge_model = __esm({
  "src/capture/judge-model.ts"() {
    "use strict";
    JUDGE_MODEL = {
      weights: [
        -1.592,
        // bias
        0.4546,
        // type:decision_made
        -0.0112,
        // type:approach_rejected
        -0.5563,
        // type:knowledge_acquired
        -0.3787,
        // type:error_resolved
        0.3357,
        // type:preference_noted
        0.6183,
        // origin:summary-errors
        0.5005,
        // origin:summary-problems
        0.1197,
        // origin:summary-concepts
        0,
        // origin:summary-files
        -0.2537,
        // origin:summary-user
        0,
        // origin:summary-other
        0,
        // origin:turn-report
        0,
        // origin:turn-reply
        0.5533,
        // origin:turn-choice
        -0.7463,
        // origin:turn-episode
        0.5829,
        // origin:episode
        -0.4599,
        // origin:prose
        -0.8345,
        // origin:paragraph
        -0.0287,
        // origin:report
        0.5894,
        // origin:prompt
        0.0964,
        // origin:prompt-statement
        -0.4638,
        // origin:rejection
        -0.4297,
        // origin:answer
        1.5595,
        // length
        0.7573,
        // sentences
        0.6511,
        // identifiers
        0.6696,
        // code-span
        -0.2673,
        // file-path
        0.4298,
        // cue:cause
        -0.8071,
        // cue:fix
        -0.67,
        // cue:choice
        0.0963,
        // cue:constraint
        0.0627,
        // cue:rejection
        0.5439,
        // cue:open
        -0.4156,
        // cue:narration
        -0.547,
        // cue:question
        -0.3483,
        // cue:activity
        -0.2003,
        // cue:hedge
        -0.8562,
        // cue:trivial
        0.7274,
        // cue:correction
        0.5872,
        // cue:reversal
        -0.788,
        // pronoun-start
        -1.1866,
        // fragment
        0.7098,
        // first-person
        0.1766,
        // says-user
        0.2402,
        // digits
        0.2794,
        // has-reason
        -0.6436,
        // has-cause
        0.119,
        // has-fix
        -0.221,
        // states-cause-and-fix
        0,
        // unresolved
        -0.0883,
        // outside-path
        0.3248,
        // long
        0.1346,
        // request
        -0.2208,
        // first-person-plan
        -0.1173,
        // no-clause
        -1.226,
        // lint
        -0.2163,
        // status-only
        0.2408,
        // opening:0
        1.0988,
        // opening:1
        -0.2166,
        // opening:2
        -0.4623,
        // opening:3
        0.3383,
        // opening:4
        -0.2046,
        // opening:5
        0.6237,
        // opening:6
        -0.4246,
        // opening:7
        -0.2906,
        // opening:8
        0.0654,
        // opening:9
        0.0178,
        // opening:10
        -0.3279,
        // opening:11
        -0.1899,
        // opening:12
        0.3881,
        // opening:13
        -0.5379,
        // opening:14
        -0.2745
        // opening:15
      ],
      threshold: 0.5
    };
  }
});

// src/capture/statements.ts
function statementsOf(markdown) {
  const statements = [];
  let lead;
  for (const raw of markdownUnits(markdown)) {
    const text = stripEmphasis(raw.text).replace(/\s+/g, " ").trim();
    if (text === "") continue;
    const sentences = splitSentences(text).map((sentence2) => sentence2.trim()).filter(Boolean);
    statements.push({ text, sentences, item: raw.item, ...raw.item && lead ? { lead } : {} });
    if (!raw.item) lead = /:\s*$/.test(text) ? text : void 0;
  }
  return statements;
}
function markdownUnits(markdown) {
  const items = /* @__PURE__ */ new Set();
  for (const line of markdown.split(/\r?\n/)) {
    const match = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/.exec(line);
    if (match) items.add(match[1].replace(/\s+/g, " ").trim().slice(0, 40));
  }
  return proseParagraphs(markdown).map((paragraph) => ({
    text: paragraph.text,
    item: items.has(paragraph.text.slice(0, 40))
  }));
}
function cuesOf(text) {
  const found = /* @__PURE__ */ new Set();
  for (const name of Object.keys(CUES)) if (CUES[name].test(text)) found.add(name);
  return found;
}
function subjectOf(text) {
  for (const match of text.matchAll(/`([^`\n]{2,80})`/g)) {
    const span = match[1].trim();
    if (/^[\w$.\-/:@()[\]<>*]+$/.test(span) && /[A-Za-z]/.test(span))
      return span.replace(/\(\)$/, "");
  }
  return codeIdentifiers(text)[0];
}
function contentWords(text) {
  const words3 = /* @__PURE__ */ new Set();
  for (const word of text.toLowerCase().split(/[^a-z0-9_.]+/)) {
    const clean2 = word.replace(/^\.+|\.+$/g, "");
    if (clean2.length >= 3 && !STOP_WORDS.has(clean2)) words3.add(clean2);
  }
  return words3;
}
function overlap(a, b) {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.min(a.size, b.size);
}
function hasClause(text) {
  return CLAUSE.test(text);
}
var CUES, STOP_WORDS, CLAUSE;
var init_statements = __esm({
  "src/capture/statements.ts"() {
    "use strict";
    init_fix_match();
    init_prose();
    CUES = {
      /** States why something failed or works as it does. */
      cause: /\b(?:because|root cause|caused by|due to|the (?:real |actual |underlying )?(?:issue|problem|bug|culprit|cause|reason) (?:is|was|here)|turns? out|the reason\b|which (?:meant|means|caused)|that(?:'s| is) why|so (?:it|the|they|we) (?:never|always|didn't|doesn't|couldn't|can't))\b/i,
      /** States what was done to fix it. */
      fix: /\b(?:fixed (?:by|it|this|the)|the fix (?:is|was)|to fix (?:this|it)|resolved (?:by|it)|fixes (?:the|it|this)|now (?:correctly|properly)|(?:changed|replaced|switched|moved|renamed) .{1,80}? (?:to|with|into)\b)/i,
      /** States a choice and usually its alternative. */
      choice: /\b(?:instead of|rather than|in favou?r of|decided|chose|chosen|opted|went with|go with|settled on|prefer(?:red)?|is cleaner|is simpler|is better|the better|recommend(?:ed)?|so that|to avoid|we (?:keep|use|store|want)|should (?:be|use|stay|keep|not)|trade-?off)\b/i,
      /** States how things are, durably. */
      constraint: /\b(?:must(?:n't| not)?|never|always|only (?:works|runs|when|if|on|in|for)|cannot|can't|requires?|required|needs? to be|is not supported|unsupported|by design|intentional(?:ly)?|expects?|relies on|depends on|is (?:only )?(?:called|created|written|stored|read|run|set) (?:in|by|at|when|from|before|after))\b/i,
      /**
       * Rules something out. "No longer" only where it gives something up ("we no longer use
       * X"): "orphaned sessions whose branch no longer exists are cleaned up" says how things are.
       */
      rejection: /\b(?:won't work|wouldn't work|doesn't work|does not work|not (?:a good|the right) (?:idea|approach|fit)|ruled out|rejected|decided against|no longer (?:use|need|want|recommend|support|do)|reverted|revert(?:ing)? (?:the|this|that)|drop(?:ped)? the idea|not worth|overkill|too (?:complex|slow|risky))\b/i,
      /** Says something is left open. */
      open: /\b(?:not yet (?:fixed|done|implemented|resolved|working)|still (?:fail(?:s|ing)?|broken|open|needs?|missing|to do|unresolved)|remaining (?:work|issues?|tasks?|failures?)|left to do|(?:a |one )?todo\b|next steps?:|follow-?up (?:work|needed|task)|tomorrow|pick (?:this|it) up|unresolved|not (?:fixed|resolved|done) yet|(?:is|are) (?:still )?pending|(?:we|you) (?:still )?need to)\b/i,
      /** Narration of the next step, or talk about the conversation itself. */
      narration: /^(?:let me|let['’]s (?:check|look|see|run|try|start|verify|read|first)|now (?:I|let)|next,? I|I['’]ll|I will|I['’]m going to|I need to|I should|first,? (?:I|let)|perfect|great|excellent|good|done|ok(?:ay)?|sure|got it|you['’]re (?:absolutely )?right|ah|oh|hmm|looking at|checking|running|reading)\b/i,
      /** A question rather than a statement. */
      question: /\?\s*$/,
      /** Reports of work done rather than facts about the code. */
      activity: /^(?:(?:I(?:'ve| have)?|we(?:'ve| have)?)\s+)?(?:added|updated|created|implemented|removed|renamed|changed|wrote|refactored|moved|deleted|cleaned up|ran|verified|tested|built|committed|pushed|extracted|introduced)\b/i,
      /** Guessing rather than stating. */
      hedge: /\b(?:might|maybe|perhaps|possibly|probably|could be|may be|seems? to|I think|I suspect|likely)\b/i,
      /** A mistake fixed on the spot that teaches nothing. */
      trivial: /\b(?:typo|unused (?:import|variable)|missing (?:import|semicolon)|import (?:order|cycle)?\s*(?:fix|lint)|gofmt|go fmt|prettier|formatting|whitespace|lint(?:er|ing)? (?:error|warning|issue|nit)s?|golangci|compile error|syntax error|unused parameter|shadow(?:ed|s)? declaration)\b/i,
      /** The user correcting what the assistant said or did. */
      correction: /^(?:no\b|nope\b|not quite|that['’]s (?:not|wrong)|this is (?:not|wrong)|wrong\b|actually\b|but\b|hm+,? no|I don['’]t think|that doesn['’]t|it['’]s not|you (?:misunderstood|got it wrong)|instead\b|rather\b|wait\b|hold on)/i,
      /** The user taking a choice back. */
      reversal: /\b(?:thinking (?:about it )?again|on second thought|actually,? let['’]s|let['’]s not|revert (?:that|this|it)|undo (?:that|this|it)|go back to|change (?:it|that) back|remove (?:it|that|this) again|don['’]t do that|scratch that)\b/i
    };
    STOP_WORDS = new Set(
      "the a an and or but of to in on at by for with from into onto that this these those it its is are was were be been being has have had do does did not no so as if then than when while which who what where why how all any each both more most some such only own same can could should would will just also now there here their they them we our you your i my me he she his her".split(
        " "
      )
    );
    CLAUSE = /\b(?:is|are|was|were|be|been|being|has|have|had|does|do|did|can|could|must|should|would|will|shall|may|might|isn['’]t|aren['’]t|wasn['’]t|doesn['’]t|don['’]t|didn['’]t|won['’]t|can['’]t|cannot)\b|\b[a-z]{3,}ed\b|\b(?:uses|returns|calls|stores|keeps|needs|reads|writes|runs|fails|works|breaks|means|makes|takes|gets|sets|holds|lives|shows|prints|loads|sends|checks|creates|adds|removes|handles|contains|requires|expects|owns|points|refers|depends|matches|skips|ignores|wraps|builds|lets|goes|comes)\b/i;
  }
});

// src/capture/judge.ts
function openingBucket(text) {
  const words3 = text.toLowerCase().replace(/[^a-z0-9' ]+/g, " ").trim().split(/\s+/).slice(0, 2).join(" ");
  let hash = 2166136261;
  for (let index = 0; index < words3.length; index++)
    hash = Math.imul(hash ^ words3.charCodeAt(index), 16777619);
  return (hash >>> 0) % OPENING_BUCKETS;
}
function judgeFeatures(input) {
  const text = input.content;
  const data = input.data ?? {};
  const identifiers = codeIdentifiers(text).length;
  const words3 = text.split(/\s+/).filter(Boolean).length;
  const sentences = text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 3).length;
  const origin = ORIGINS.includes(input.origin) ? input.origin : "prose";
  const opening = openingBucket(text);
  return [
    1,
    ...TYPES.map((type) => input.type === type ? 1 : 0),
    ...ORIGINS.map((name) => origin === name ? 1 : 0),
    Math.min(Math.log(1 + text.length) / 6, 1.5),
    Math.min(sentences, 4) / 4,
    Math.min(identifiers, 4) / 4,
    /`[^`]+`/.test(text) ? 1 : 0,
    /\b[\w-]+\/[\w./-]+\.\w{1,5}\b|\b\w+\.(?:go|ts|js|py|rs|c|h|cu|md|json|yaml|yml|toml|sh)\b/.test(
      text
    ) ? 1 : 0,
    ...CUE_NAMES.map((name) => CUES[name].test(text) ? 1 : 0),
    PRONOUN_START.test(text.trim()) ? 1 : 0,
    FRAGMENT_END.test(text.trim()) || words3 < 5 ? 1 : 0,
    /\b(?:I|I'll|I've|I'm|we|we'll|let me)\b/.test(text) ? 1 : 0,
    /\bthe user\b/i.test(text) ? 1 : 0,
    Math.min((text.match(/\d/g) ?? []).length / Math.max(text.length, 1) * 10, 1),
    typeof data.reason === "string" ? 1 : 0,
    typeof data.cause === "string" || /\bCause:/.test(text) ? 1 : 0,
    typeof data.fix === "string" || /\bFix(?:ed by)?:?\s/.test(text) ? 1 : 0,
    (typeof data.cause === "string" || /\bCause:/.test(text)) && (typeof data.fix === "string" || /\bFix(?:ed by)?:?\s/.test(text)) ? 1 : 0,
    /\b(?:not yet (?:fixed|resolved)|status:\s*(?:pending|open|not)|unresolved|still (?:failing|broken))\b/i.test(
      text
    ) ? 1 : 0,
    /(?:^|\s)(?:\/(?:Users|home|tmp|var|opt|private)\/|~\/|[A-Z]:\\)/.test(text) ? 1 : 0,
    words3 > 60 ? 1 : 0,
    REQUEST.test(text.trim()) ? 1 : 0,
    PLAN.test(text.trim()) ? 1 : 0,
    hasClause(text) ? 0 : 1,
    input.type !== "preference_noted" && LINT.test(text) && !SUPPRESSED.test(text) ? 1 : 0,
    STATUS_ONLY.test(text.trim()) ? 1 : 0,
    ...Array.from({ length: OPENING_BUCKETS }, (_, index) => index === opening ? 1 : 0)
  ];
}
function judgeScore(input, model = JUDGE_MODEL) {
  const features = judgeFeatures(input);
  let sum = 0;
  for (let index = 0; index < features.length; index++)
    sum += (model.weights[index] ?? 0) * features[index];
  return 1 / (1 + Math.exp(-sum));
}
function judge(input, model = JUDGE_MODEL) {
  const score = judgeScore(input, model);
  return { keep: score >= model.threshold, score };
}
var ORIGINS, OPENING_BUCKETS, TYPES, CUE_NAMES, FEATURE_NAMES, PRONOUN_START, REQUEST, PLAN, LINT, SUPPRESSED, STATUS_ONLY, FRAGMENT_END;
var init_judge = __esm({
  "src/capture/judge.ts"() {
    "use strict";
    init_fix_match();
    init_judge_model();
    init_statements();
    ORIGINS = [
      "summary-errors",
      "summary-problems",
      "summary-concepts",
      "summary-files",
      "summary-user",
      "summary-other",
      "turn-report",
      "turn-reply",
      "turn-choice",
      "turn-episode",
      "episode",
      "prose",
      "paragraph",
      "report",
      "prompt",
      "prompt-statement",
      "rejection",
      "answer"
    ];
    OPENING_BUCKETS = 16;
    TYPES = [
      "decision_made",
      "approach_rejected",
      "knowledge_acquired",
      "error_resolved",
      "preference_noted"
    ];
    CUE_NAMES = Object.keys(CUES);
    FEATURE_NAMES = [
      "bias",
      ...TYPES.map((type) => `type:${type}`),
      ...ORIGINS.map((origin) => `origin:${origin}`),
      "length",
      "sentences",
      "identifiers",
      "code-span",
      "file-path",
      ...CUE_NAMES.map((name) => `cue:${name}`),
      "pronoun-start",
      "fragment",
      "first-person",
      "says-user",
      "digits",
      "has-reason",
      "has-cause",
      "has-fix",
      "states-cause-and-fix",
      "unresolved",
      "outside-path",
      "long",
      "request",
      "first-person-plan",
      "no-clause",
      "lint",
      "status-only",
      ...Array.from({ length: OPENING_BUCKETS }, (_, index) => `opening:${index}`)
    ];
    PRONOUN_START = /^(?:it|this|that|these|those|they|which|there)\b/i;
    REQUEST = /^(?:can|could|would|will) you\b|^(?:please|pls)\b|^(?:let['’]?s|lets) (?:check|look|see|try|run|do|fix|add|make|update|commit|create|review|continue|implement|write|remove|go)\b|^(?:i want you|i need you|do you|did you|have you|are you)\b/i;
    PLAN = /^(?:(?:now|next|first|then),? )?(?:I['’]ll|I will|I need to|I should|I['’]m going to|let me|we need to)\b/i;
    LINT = /\b(?:lint(?:er|ing)?|golangci|eslint|clippy|flake8|ruff|pylint|mypy|staticcheck)\b|\((?:wrapcheck|nilerr|unparam|typecheck|errcheck|gosec|govet|ineffassign|revive|gocritic)\)/i;
    SUPPRESSED = /\bnolint\b|eslint-disable|\bnoqa\b|@ts-(?:ignore|expect-error)|#\[allow\(|@SuppressWarnings|type:\s*ignore|rubocop:disable/i;
    STATUS_ONLY = /^(?:all |the )?(?:tests?|build|lint(?:er)?|checks?|ci)\b[^.]{0,60}\b(?:pass(?:es|ed|ing)?|clean|green|succeed(?:s|ed)?|ok)\b\.?$/i;
    FRAGMENT_END = /(?:\b(?:because|and|or|but|so|with|to|the|a|an|of|for|that|which)|[:,;(-])\s*$/i;
  }
});

// src/capture/report-digest.ts
function headingText(line) {
  let level = 0;
  while (level < line.length && line[level] === "#") level++;
  if (level === 0 || level > 6 || !/\s/.test(line[level] ?? "")) return void 0;
  let end = line.length;
  while (end > level && (line[end - 1] === "#" || /\s/.test(line[end - 1]))) end--;
  return line.slice(level, end).trim() || void 0;
}
function cut(text, max) {
  const short = truncate(text, max);
  if (short === text || (short.match(/`/g) ?? []).length % 2 === 0) return short;
  return `${short.replace(/…$/, "")}\`\u2026`;
}
function clean(text) {
  return stripEmphasis(text).replace(/\s+/g, " ").trim();
}
function firstSentence(text, max) {
  const sentences = splitSentences(clean(text)).map((sentence2) => sentence2.trim()).filter(
    (sentence2) => sentence2 && !EMPTY.test(sentence2) && !OFFER.test(sentence2) && !PRAISE.test(sentence2) && !NARRATION.test(sentence2) && !/\?$/.test(sentence2)
  );
  if (sentences.length === 0) return "";
  const two = sentences.length > 1 ? `${sentences[0]} ${sentences[1].replace(/:$/, ".")}` : sentences[0];
  return cut(two.length <= max ? two : sentences[0], max);
}
function digestParts(markdown, itemChars = 160) {
  const parts = [];
  let fence;
  let paragraph = [];
  let listIndent;
  const flush = () => {
    if (paragraph.length === 0) return;
    const text = paragraph.join(" ").slice(0, MAX_LINE * 2);
    paragraph = [];
    const sentence2 = firstSentence(text, itemChars);
    const depth = parts.length === 0 || LABEL.test(text) ? 0 : 1;
    if (sentence2 && !(depth === 1 && /:$/.test(sentence2))) parts.push({ depth, text: sentence2 });
  };
  for (const whole of markdown.slice(0, MAX_REPORT).split(/\r?\n/)) {
    const raw = whole.length > MAX_LINE ? whole.slice(0, MAX_LINE) : whole;
    const fenceMatch = FENCE2.exec(raw);
    if (fence !== void 0) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && raw.trim() === fenceMatch[1])
        fence = void 0;
      continue;
    }
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    const line = raw.trimEnd();
    const trimmed = line.trimStart();
    if (trimmed === "") {
      flush();
      continue;
    }
    if (trimmed.startsWith(">") || trimmed.startsWith("|") || /^(-{3,}|\*{3,}|_{3,})$/.test(trimmed)) {
      flush();
      continue;
    }
    const heading = headingText(trimmed);
    if (heading !== void 0) {
      flush();
      listIndent = void 0;
      const text = clean(heading).replace(/:$/, "");
      if (text && !EMPTY.test(text)) parts.push({ depth: 0, text: cut(text, itemChars) });
      continue;
    }
    const item = LIST_ITEM2.exec(line);
    if (item) {
      flush();
      const indent = item[1].replace(/\t/g, "    ").length;
      listIndent ??= indent;
      const sentence2 = firstSentence(item[2], itemChars);
      if (sentence2) parts.push({ depth: indent > listIndent ? 2 : 1, text: sentence2 });
      continue;
    }
    if (/^\s{2,}\S/.test(line) && listIndent !== void 0 && paragraph.length === 0) continue;
    if (paragraph.length === 0) listIndent = void 0;
    paragraph.push(trimmed);
  }
  flush();
  return parts;
}
function digestReport(markdown, max, itemChars = 160) {
  return digestOf(digestParts(markdown, itemChars), max, itemChars);
}
function digestOf(parts, max, itemChars) {
  const needed = parts.map(
    (part, index) => part.depth < 2 || needsItems(
      parts.slice(0, index).reverse().find((parent) => parent.depth < 2)
    )
  );
  const trimmed = parts.map((part) => ({ ...part, text: part.text.replace(/[\s.:;,]+$/, "") }));
  const fewer = trimmed.filter((_, index) => needed[index]);
  const attempts = [trimmed, fewer, fewer.map((part) => ({ ...part, text: cut(part.text, 80) }))];
  const fitting = attempts.find((attempt) => joined(attempt, Infinity, itemChars).length <= max) ?? attempts[attempts.length - 1];
  return joined(fitting, max, itemChars);
}
function needsItems(parent) {
  return parent !== void 0 && /(?::|\b(?:and|or|by|to|with|that))$/i.test(parent.text.trim());
}
function joined(parts, max, itemChars) {
  let out = "";
  let open = false;
  let nested = 0;
  for (const [index, part] of parts.entries()) {
    const previous = parts[index - 1];
    let piece;
    if (part.depth === 2) {
      if (++nested > 2 || /^(?:before|after|was|now)\s*:/i.test(part.text)) continue;
      piece = open ? `, ${cut(part.text, Math.min(100, Math.round(itemChars / 2)))}` : ` (${cut(part.text, Math.min(100, Math.round(itemChars / 2)))}`;
      open = true;
    } else {
      nested = 0;
      const joint = out === "" ? "" : part.depth === 0 ? out.endsWith("\u2026") ? " " : ". " : previous?.depth === 0 ? ": " : "; ";
      piece = `${open ? ")" : ""}${joint}${part.text}`;
      open = false;
    }
    if (out.length + piece.length > max) {
      out = cut(`${out}${piece}`, max);
      open = false;
      break;
    }
    out += piece;
  }
  const whole = open ? `${out})` : out;
  return /[\w`)\]"']$/.test(whole) ? `${whole}.` : whole;
}
function worksDone(markdown, parts) {
  if (WORK_CUE.test(markdown.slice(0, 400))) return true;
  const items = parts.filter((part) => part.depth === 1);
  return items.length >= 2 && items.filter((part) => CHANGE_VERB.test(part.text)).length >= 2;
}
function workDigest(markdown, max, itemChars) {
  const parts = digestParts(markdown, itemChars);
  return worksDone(markdown, parts) ? digestOf(parts, max, itemChars) : void 0;
}
var FENCE2, LIST_ITEM2, LABEL, EMPTY, OFFER, NARRATION, PRAISE, MAX_REPORT, MAX_LINE, WORK_CUE, CHANGE_VERB;
var init_report_digest = __esm({
  "src/capture/report-digest.ts"() {
    "use strict";
    init_prose();
    FENCE2 = /^\s*(`{3,}|~{3,})/;
    LIST_ITEM2 = /^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;
    LABEL = /^\*\*[^*]+\*\*:?(?:\s+\S.*)?$/;
    EMPTY = /^(?:done|perfect|great|excellent|good|sure|ok(?:ay)?|yes|fixed|all set|(?:(?:a |the )?(?:brief |quick )?summary(?: of (?:the )?(?:changes|what (?:was |I )?(?:changed|did|implemented)))?)|(?:key |the )?changes(?: made)?|what changed|before|after|give [^.]{1,60} (?:another )?try[^.]*|here(?:'s| is) (?:the|a|what)[^.]*|i(?:'ve| have) (?:made|completed) the (?:following )?changes[^.]*|(?:all |the )?(?:\d+ )?(?:tests?|build|lint(?:er|ing)?|checks?)(?:,? (?:and )?(?:tests?|build|lint(?:er|ing)?|checks?))* (?:all )?(?:pass(?:es|ed)?|(?:is |are )?(?:passing|clean|green|succeed(?:s|ed)?))(?:[^.!]{0,40})?)[.!:]?$/i;
    OFFER = /^(?:want me|would you like|shall i|should i|let me|do you want|if you(?:'d| would) like|i can)\b/i;
    NARRATION = /^(?:(?:ok(?:ay)?|perfect|great|good|excellent)[!.,]?\s+)?(?:now )?(?:i (?:now )?(?:have|see|understand|found)|i['’]ve (?:found|got)|let['’]s (?:look|see|check))\b[^.!]{0,60}[.!:]?$/i;
    PRAISE = /^(?:(?:great|excellent|good) (?:question|catch|point|observations?)|you(?:'re| are) (?:absolutely )?right)\b[^.!]*[.!]?$/i;
    MAX_REPORT = 2e4;
    MAX_LINE = 2e3;
    WORK_CUE = /\b(?:summary of (?:the )?(?:changes|what (?:was|I|we) (?:implemented|changed|did|added|fixed))|changes made|here(?:'s| is) what (?:I|we) (?:implemented|changed|did|added|fixed)|I(?:'ve| have) (?:made|implemented|completed) the (?:following )?changes|the changes (?:are complete|add)|(?:what|files?) (?:was |were )?changed)\b/i;
    CHANGE_VERB = /^(?:`[^`]+`\s*[-:–—]\s*)?(?:added|adds|created|creates|updated|updates|fixed|fixes|moved|renamed|removed|deleted|changed|replaced|implemented|extracted|refactored|introduced|wired|registered|converted|merged|split|now\b)/i;
  }
});

// src/events/outcome-text.ts
function sentence(text) {
  return text.trimEnd().replace(/[.]+$/, "").trimEnd();
}
function unmarked(text) {
  return text.replace(MARKER, "$1$2 - ");
}
function outcomeText(parts) {
  const said = [
    ["Goal", parts.goal],
    ["Outcome", parts.outcome],
    // One open end's own "; " would read as two.
    [
      "Open",
      parts.open.length ? parts.open.map((item) => sentence(item).replace(/; /g, ", ")).join("; ") : void 0
    ],
    ["Docs written", parts.docs?.length ? parts.docs.join(", ") : void 0],
    ["Done", parts.done]
  ];
  return said.filter(
    (entry) => entry[1] !== void 0 && sentence(entry[1]) !== ""
  ).map(([name, text]) => `${name}: ${sentence(unmarked(text))}.`).join(" ");
}
var MARKER;
var init_outcome_text = __esm({
  "src/events/outcome-text.ts"() {
    "use strict";
    MARKER = /(^|\s)(Goal|Outcome|Open|Docs written|Done): /g;
  }
});

// src/capture/ledger.ts
function emptyLedger() {
  return { openEnds: [], docs: [], commits: [], branches: [] };
}
function push(list, item, same) {
  if (list.some((existing) => same(existing, item))) return;
  list.push(item);
  if (list.length > MAX_ITEMS) list.shift();
}
function noteRequest(ledger, prompt, branch) {
  if (branch && branch !== "HEAD" && !ledger.branches.includes(branch))
    push(ledger.branches, branch, (a, b) => a === b);
  const text = prompt.trim();
  if (ledger.goal || text.length < 12 || NOT_A_GOAL.test(text)) return;
  const first = text.split(/\r?\n/).filter((line) => line.trim()).slice(0, 3).join(" ");
  ledger.goal = truncate(first.replace(/\s+/g, " "), 200);
}
function noteReport(ledger, report) {
  if (ledger.handedOff) {
    delete ledger.handedOff;
    return;
  }
  const sentences = statementsOf(report.slice(0, 2e4)).flatMap((statement) => statement.sentences).map((sentence2) => sentence2.trim()).filter(
    (sentence2) => sentence2.length > 12 && !CUES.question.test(sentence2) && !/:\s*$/.test(sentence2) && !/^(?:want me|would you like|shall i|should i|let me know)\b/i.test(sentence2)
  );
  const done = workDigest(report, DONE_CHARS, 120);
  if (done !== void 0) noteDone(ledger, done);
  if (sentences.length === 0) return;
  ledger.outcome = truncate(sentences.slice(0, 2).join(" "), 300);
  const open = sentences.filter(
    (sentence2) => CUES.open.test(sentence2) && !/\b(?:no (?:remaining|pending)|nothing (?:left|remaining|pending))\b/i.test(sentence2)
  );
  ledger.openEnds = open.slice(0, 3).map((sentence2) => truncate(sentence2, 200));
}
function words2(text) {
  return new Set(text.toLowerCase().match(/[a-z0-9_]{3,}/g) ?? []);
}
function noteDone(ledger, digest) {
  if (digest.length < 30) return;
  const done = ledger.done ??= [];
  const last = done[done.length - 1];
  if (last !== void 0) {
    const before = words2(last);
    const now = words2(digest);
    const shared = [...now].filter((word) => before.has(word)).length;
    if (shared / Math.max(1, Math.min(before.size, now.size)) >= 0.5) done.pop();
  }
  done.push(digest);
  if (done.length > DONE_REPORTS) done.shift();
}
function noteSummary(ledger, summary) {
  if (summary.request) ledger.summaryGoal = truncate(summary.request, 240);
  if (summary.current)
    ledger.outcome = truncate(
      `In progress when the conversation was compacted: ${summary.current}`,
      300
    );
  if (summary.pending.length)
    ledger.openEnds = summary.pending.slice(0, 3).map((item) => truncate(item, 200));
}
function noteHandoff(ledger, handoff) {
  if (handoff.goal) ledger.summaryGoal = truncate(handoff.goal, 240);
  if (handoff.outcome) ledger.outcome = truncate(handoff.outcome, 300);
  if (handoff.open.length || handoff.outcome)
    ledger.openEnds = handoff.open.slice(0, 5).map((item) => truncate(item, 200));
  ledger.handedOff = true;
}
function noteDoc(ledger, doc) {
  const index = ledger.docs.findIndex((existing) => existing.path === doc.path);
  if (index >= 0) {
    if (doc.title) ledger.docs[index] = doc;
    return;
  }
  push(ledger.docs, doc, (a, b) => a.path === b.path);
}
function noteCommit(ledger, commit) {
  push(ledger.commits, commit, (a, b) => a.hash === b.hash);
}
function commitsPrinted(output) {
  const commits = [];
  for (const match of output.matchAll(/^\[([^\s\]]+)(?: \([\w-]+\))? ([0-9a-f]{7,40})\] (.+)$/gm)) {
    commits.push({ branch: match[1], hash: match[2], subject: truncate(match[3].trim(), 160) });
  }
  return commits;
}
function markdownTitle(content) {
  const heading = /^#{1,3}\s+(.+?)\s*#*\s*$/m.exec(content.slice(0, 4e3));
  return heading ? truncate(heading[1].replace(/[*_`]/g, ""), 120) : void 0;
}
function outcomeOf(ledger) {
  const goal = ledger.summaryGoal ?? ledger.goal;
  if (!goal && !ledger.outcome && !ledger.done?.length && ledger.docs.length === 0 && ledger.commits.length === 0)
    return void 0;
  const content = outcomeText({
    ...goal ? { goal } : {},
    ...ledger.outcome ? { outcome: ledger.outcome } : {},
    ...ledger.done?.length ? { done: ledger.done.map((item) => item.replace(/[.\s]+$/, "")).join(" / ") } : {},
    open: ledger.openEnds,
    docs: ledger.docs.map((doc) => doc.path)
  });
  return {
    content: truncate(content, 1500),
    data: {
      // Empty lists are left out: readers take a missing list as empty.
      ...ledger.docs.length ? { docs: ledger.docs.map((doc) => ({ ...doc })) } : {},
      ...ledger.commits.length ? { commits: ledger.commits.map((commit) => ({ ...commit })) } : {},
      ...ledger.branches.length ? { branches: [...ledger.branches] } : {}
    }
  };
}
var MAX_ITEMS, NOT_A_GOAL, DONE_CHARS, DONE_REPORTS;
var init_ledger = __esm({
  "src/capture/ledger.ts"() {
    "use strict";
    init_prose();
    init_report_digest();
    init_outcome_text();
    init_statements();
    MAX_ITEMS = 8;
    NOT_A_GOAL = /^(?:\/|<|\[|yes\b|no\b|ok(?:ay)?\b|continue\b|go on\b|thanks?\b|y\b|proceed\b)/i;
    DONE_CHARS = 600;
    DONE_REPORTS = 2;
  }
});

// src/capture/prose-candidates.ts
function withSubject(text) {
  const subject = subjectOf(text);
  return subject ? { subject: subject.slice(0, 80) } : {};
}
function explainingParagraphs(markdown) {
  const found = [];
  for (const statement of statementsOf(markdown)) {
    const sentences = statement.sentences.filter(
      (sentence2) => !CUES.question.test(sentence2) && !/^(?:let me|now let me|let['’]s (?:check|look|see|run|verify))\b/i.test(sentence2)
    );
    const text = sentences.join(" ").trim();
    if (text.length < MIN_PARAGRAPH || text.length > MAX_PARAGRAPH * 2) continue;
    const cues = cuesOf(text);
    if (!cues.has("cause") && !cues.has("choice") && !cues.has("constraint") && !cues.has("rejection") && !CHANGED.test(text))
      continue;
    const type = cues.has("rejection") ? "approach_rejected" : cues.has("choice") && !cues.has("cause") ? "decision_made" : "knowledge_acquired";
    found.push({ type, content: redactAndTruncate(text, MAX_PARAGRAPH), data: withSubject(text) });
  }
  return found;
}
function promptStatements(prompt) {
  const text = prompt.trim();
  if (text.length < 40 || NOT_A_STATEMENT.test(text) || PASTED.test(text) || MUSING.test(text))
    return [];
  const head = text.split(/\r?\n/).filter((line) => line.trim() && !/^\s{4}|^\s*[|>]/.test(line)).slice(0, 6).join("\n");
  const found = [];
  for (const statement of statementsOf(head).slice(0, 3)) {
    const clean2 = statement.sentences.filter((sentence2) => !CUES.question.test(sentence2) && !REQUEST2.test(sentence2.trim())).join(" ").trim();
    if (clean2.length < 40 || PASTED.test(clean2) || MUSING.test(clean2) || POINTS_AT_WHAT_FOLLOWS.test(clean2))
      continue;
    const cues = cuesOf(clean2);
    const choosing = cues.has("choice") || /\b(?:I['’]?d like|I want|we should|we need|let['’]s|make (?:it|this|sure)|keep (?:it|this|that)|change (?:this|it)|instead)\b/i.test(
      clean2
    );
    const type = cues.has("rejection") ? "approach_rejected" : choosing ? "decision_made" : "knowledge_acquired";
    found.push({
      type,
      content: redactAndTruncate(clean2, MAX_PARAGRAPH),
      data: withSubject(clean2)
    });
  }
  return found;
}
var MIN_PARAGRAPH, MAX_PARAGRAPH, CHANGED, REQUEST2, NOT_A_STATEMENT, PASTED, MUSING, POINTS_AT_WHAT_FOLLOWS;
var init_prose_candidates = __esm({
  "src/capture/prose-candidates.ts"() {
    "use strict";
    init_prose();
    init_statements();
    MIN_PARAGRAPH = 60;
    MAX_PARAGRAPH = 700;
    CHANGED = /\bno longer\b/i;
    REQUEST2 = /^(?:(?:ok(?:ay)?|so|now|also|and|then|hmm|great|perfect|thanks)[,.!]?\s+)*(?:can|could|would|will) you\b|^(?:(?:ok(?:ay)?|so|now|also|and|then|hmm|great|perfect|thanks)[,.!]?\s+)*(?:can|could|should|shall) (?:we|i)\b|^(?:please|pls)\b|^(?:(?:ok(?:ay)?|so|now|also|then)[,.!]?\s+)*(?:let['’]?s|lets) (?:check|look|see|try|run|do|fix|add|make|update|commit|create|review|continue|implement|write|remove|go|start|test|debug|investigate)\b|^(?:go ahead|continue|proceed|try again|do it)\b|^(?:then|after that|afterwards|next|first)\b,?\s+(?:we|you|i|let['’]?s)\b/i;
    NOT_A_STATEMENT = /^(?:\/|<|\[|```)/;
    PASTED = /^(?:[•●▶✓✗✔✘]|\S+@\S+:[~/]|[$❯>]\s|\d{4}[-/]\d{2}[-/]\d{2}[ T]\d{2}:|(?:error|warning|fatal|panic|traceback)\b[:\s])/i;
    MUSING = /^(?:(?:hmm+|ok(?:ay)?|so|well|also)[,.!]?\s+)*(?:thinking about|i (?:just )?(?:checked|tried|noticed|saw|ran)\b|i(?:['’]m| am) (?:wondering|not sure|curious)|i was (?:less |more |not )?(?:worried|thinking|wondering)|i wonder|wondering|not sure|maybe|perhaps|(?:and|but|or) (?:this|that|it) (?:is|was)\b)/i;
    POINTS_AT_WHAT_FOLLOWS = /\b(?:into|is|got|see|get|getting) (?:this|these|the following)\s*[:.]?\s*$|:\s*$/i;
  }
});

// src/capture/turns.ts
function cleanSentence(sentence2) {
  return sentence2.replace(/\s+/g, " ").trim();
}
function firstSentence2(text, max = 200) {
  const statement = statementsOf(text)[0];
  return truncate(cleanSentence(statement?.sentences[0] ?? text), max);
}
function reportStatements(report) {
  return statementsOf(report).map((statement) => ({
    ...statement,
    sentences: statement.sentences.filter((sentence2) => !EMPTY_SENTENCE.test(sentence2.trim()))
  })).filter((statement) => statement.sentences.length > 0);
}
function readFixReport(turn, statements) {
  const report = turn.report;
  const sentences = statements.flatMap((statement) => statement.sentences.map(cleanSentence));
  const causes = sentences.filter(
    (sentence2) => !/:\s*$/.test(sentence2) && (isCauseStatement(sentence2) || CUES.cause.test(sentence2) && !CUES.question.test(sentence2))
  );
  const fixes = sentences.filter(
    (sentence2) => CUES.fix.test(sentence2) && !causes.includes(sentence2)
  );
  const request = turn.request?.text ?? "";
  const asked = request.trim();
  const problemFromRequest = PROBLEM.test(request) && !turn.question && !/^(?:why|what|how|when|where|can you explain)\b/i.test(asked) && !MUSING.test(asked) && !REQUEST2.test(asked) && !/^(?:(?:ok(?:ay)?|so|now|also|then)[,.!]?\s+)*let['’]?s\b/i.test(asked) ? firstSentence2(request, 200) : void 0;
  const problem = problemFromRequest ?? turn.failures?.[turn.failures.length - 1];
  if (!problem || causes.length === 0) return void 0;
  const cause = truncate(causes.slice(0, 2).join(" "), 320);
  const fix = fixes.length > 0 ? truncate(fixes.slice(0, 2).join(" "), 240) : void 0;
  const content = `${problem.replace(/[.\s]+$/, "")}. Cause: ${cause.replace(/[.\s]+$/, "")}.${fix ? ` Fix: ${fix.replace(/[.\s]+$/, "")}.` : ""}`;
  return {
    used: /* @__PURE__ */ new Set([...causes.slice(0, 2), ...fixes.slice(0, 2)]),
    candidate: {
      type: "error_resolved",
      content: redactAndTruncate(content, MAX_CONTENT),
      source: "turn-episode",
      ...report.record ? { record: report.record } : {},
      ts: report.ts,
      data: {
        error: redactAndTruncate(problem, 200),
        cause: redactAndTruncate(cause, 300),
        ...fix ? { fix: redactAndTruncate(fix, 300) } : {},
        ...subjectField(`${problem} ${cause}`)
      }
    }
  };
}
function subjectField(text) {
  const subject = subjectOf(text);
  return subject ? { subject: truncate(subject, 80) } : {};
}
function offeredOptions(report) {
  const blocks = [];
  let current;
  let previous = "";
  for (const line of report.split(/\r?\n/)) {
    const numbered = /^\s*(?:\d{1,2}[.)]|[a-cA-C][.)])\s+(.+)$/.exec(line);
    const named = /^\s*(?:[-*]\s+)?\*{0,2}option\s+([1-9A-Ca-c])\*{0,2}\s*[:.)-]\s*(.+)$/i.exec(
      line
    );
    const text = named ? named[2] : numbered ? numbered[1] : void 0;
    if (text) {
      if (!current) blocks.push(current = { intro: previous, options: [] });
      current.options.push(cleanSentence(text.replace(/\*\*/g, "")));
    } else if (line.trim() !== "" && !/^\s{2,}\S/.test(line)) {
      current = void 0;
      previous = line;
    }
  }
  const usable = blocks.filter((block) => block.options.length >= 2 && block.options.length <= 6);
  const introduced = usable.filter(
    (block) => /\b(?:options?|approach(?:es)?|alternatives?|could|either|choose|prefer|ways?)\b/i.test(
      block.intro
    ) || block.options.some((option) => /^option\b/i.test(option))
  );
  return (introduced[introduced.length - 1] ?? usable[usable.length - 1])?.options ?? [];
}
function chosenOption(reply, options, recommended) {
  const text = reply.trim().toLowerCase();
  const number3 = NAMED_OPTION.exec(text);
  if (number3) {
    const value = number3[1];
    const index = /\d/.test(value) ? Number(value) - 1 : value.charCodeAt(0) - 97;
    if (index < options.length) {
      if (!RULES_OUT.test(text.slice(number3[0].length))) return index;
      return options.length === 2 ? 1 - index : -1;
    }
  }
  const ordinal = ORDINALS.findIndex(
    (word) => new RegExp(`\\b(?:the )?${word}\\b(?: one| option| approach)?`).test(text)
  );
  if (ordinal >= 0 && ordinal < options.length && text.length < 80) return ordinal;
  if (AFFIRMATIVE.test(text) && text.length < 80 && recommended >= 0) return recommended;
  return -1;
}
function recommendedOption(report, options) {
  for (const sentence2 of statementsOf(report).flatMap((statement) => statement.sentences)) {
    if (!/\b(?:recommend|cleaner|simpler|better|prefer|preferable|best|suggest|go with)\b/i.test(
      sentence2
    ))
      continue;
    const number3 = /\boption\s+([1-9A-Ca-c])\b/i.exec(sentence2) ?? /\b(?:approach|number)\s+([1-9])\b/i.exec(sentence2);
    if (number3) {
      const value = number3[1].toLowerCase();
      const index = /\d/.test(value) ? Number(value) - 1 : value.charCodeAt(0) - 97;
      if (index < options.length) return { index, reason: cleanSentence(sentence2) };
    }
    const ordinal = ORDINALS.findIndex(
      (word) => new RegExp(`\\bthe ${word}\\b`, "i").test(sentence2)
    );
    if (ordinal >= 0 && ordinal < options.length)
      return { index: ordinal, reason: cleanSentence(sentence2) };
  }
  return { index: -1 };
}
function readChoice(turn) {
  const { report, reply } = turn;
  if (!report || !reply) return void 0;
  const options = offeredOptions(report.text);
  if (options.length === 0) return void 0;
  const recommendation = recommendedOption(report.text, options);
  const index = chosenOption(reply.text, options, recommendation.index);
  if (index < 0) return void 0;
  const chosen = options[index].replace(/[.:\s]+$/, "");
  if (EFFORT.test(chosen)) return void 0;
  const others = options.filter((_, at) => at !== index).map((option) => truncate(option.replace(/[.:\s]+$/, ""), 120));
  const named = NAMED_OPTION.exec(reply.text.trim().toLowerCase());
  const byRulingOut = named !== null && RULES_OUT.test(reply.text.trim().toLowerCase().slice(named[0].length));
  const reason = byRulingOut ? truncate(cleanSentence(reply.text), 300) : index === recommendation.index ? recommendation.reason : void 0;
  const content = `${chosen}${others.length ? ` (chosen over: ${others.join("; ")})` : ""}${reason ? `. ${reason}` : ""}`;
  return {
    type: "decision_made",
    content: redactAndTruncate(content, MAX_CONTENT),
    source: "turn-choice",
    ...reply.record ? { record: reply.record } : {},
    ts: reply.ts,
    data: {
      alternatives: others.map((other) => redactAndTruncate(other, 200)),
      ...reason ? { reason: redactAndTruncate(reason, 300) } : {},
      ...subjectField(chosen)
    }
  };
}
function readAgreedProposal(turn) {
  const { report, reply } = turn;
  if (!report || !reply) return void 0;
  const text = report.text.trim();
  const offer = CLOSING_OFFER.exec(text);
  const answer = reply.text.trim().replace(/\s+/g, " ");
  if (!offer || !AGREES.test(answer) || DEMURS.test(answer) || answer.length > 160)
    return void 0;
  const action = offer[1].trim();
  if (OFFER_TO_LOOK.test(action)) return void 0;
  const proposal = digestReport(text.slice(0, offer.index + 1), 440);
  if (proposal.length < 60) return void 0;
  const content = `${proposal.replace(/[\s.:]+$/, "")}. Offered to ${truncate(action, 160)}; the user agreed: "${truncate(answer, 120)}".`;
  return {
    type: "decision_made",
    content: redactAndTruncate(content, MAX_CONTENT),
    source: "turn-choice",
    ...reply.record ? { record: reply.record } : {},
    ts: reply.ts,
    data: { tags: ["agreed-proposal"], ...subjectField(proposal) }
  };
}
function readAnswer(question, report, statements) {
  if (MUSING.test(question.trim()) || HYPOTHETICAL.test(question.trim())) return void 0;
  const sentences = statements.flatMap((statement) => statement.sentences.map(cleanSentence)).filter(
    (sentence2) => !CUES.question.test(sentence2) && !PRAISE2.test(sentence2) && !/^(?:want me|would you like|shall i|let me|i can|should i)\b/i.test(sentence2)
  );
  if (sentences.length === 0 || CUES.activity.test(sentences[0]) || WORK_REPORT.test(sentences[0]))
    return void 0;
  const found = digestReport(report.text, 440) || truncate(sentences.slice(0, 2).join(" "), 360);
  if (found.length < 40) return void 0;
  const asked = truncate(question.trim().replace(/\s+/g, " "), 140);
  return {
    type: "knowledge_acquired",
    content: redactAndTruncate(`Asked "${asked}": ${found}`, MAX_CONTENT),
    source: "answer",
    ...report.record ? { record: report.record } : {},
    ts: report.ts,
    data: subjectField(found)
  };
}
function readTurn(turn) {
  const candidates = [];
  const report = turn.report;
  const choice = readChoice(turn);
  if (report && report.text.trim().length >= 30 && !/^API Error\b/.test(report.text.trim())) {
    const statements = reportStatements(report.text);
    const fix = readFixReport(turn, statements);
    if (fix) candidates.push(fix.candidate);
    const agreed = choice === void 0 ? readAgreedProposal(turn) : void 0;
    const answer = turn.question && turn.request && !agreed ? readAnswer(turn.request.text, report, statements) : void 0;
    if (answer) candidates.push(answer);
    if (agreed) candidates.push(agreed);
  }
  if (choice) candidates.push(choice);
  return candidates;
}
var MAX_CONTENT, EMPTY_SENTENCE, PROBLEM, AFFIRMATIVE, ORDINALS, NAMED_OPTION, RULES_OUT, EFFORT, CLOSING_OFFER, OFFER_TO_LOOK, AGREES, DEMURS, PRAISE2, WORK_REPORT, HYPOTHETICAL;
var init_turns = __esm({
  "src/capture/turns.ts"() {
    "use strict";
    init_causes();
    init_prose_candidates();
    init_prose();
    init_report_digest();
    init_statements();
    MAX_CONTENT = 600;
    EMPTY_SENTENCE = /^(?:done|perfect|great|excellent|good|sure|ok(?:ay)?|yes|no|fixed|all set|here(?:'s| is) (?:the|a|what)[^.]*|(?:all |the )?(?:tests?|build|lint(?:er)?|checks?)(?:,? (?:and )?(?:tests?|build|lint(?:er)?|checks?))* (?:all )?(?:pass(?:es|ed)?|(?:is |are )?(?:passing|clean|green|succeed(?:s|ed)?))(?: now)?(?:[^.!]{0,40})?)[.!:]?$/i;
    PROBLEM = /\b(?:fail(?:s|ed|ing|ure)?|error|errors|broken|breaks?|bug|crash(?:es|ed)?|panic|doesn['’]t work|does not work|not working|wrong|issue|problem|regress(?:ion|ed)?|exception|hangs?|stuck)\b/i;
    AFFIRMATIVE = /^(?:y(?:es|ep|eah|up)?|sure|ok(?:ay)?|go(?: ahead)?|do it|please do|sounds good|lgtm|looks good|perfect|great|agreed|correct|right|let['’]s do (?:it|that|this)|make (?:it|that|the change)|proceed|ship it)\b/i;
    ORDINALS = ["first", "second", "third", "fourth", "fifth"];
    NAMED_OPTION = /^(?:(?:let['’]s |i['’]d |we['’]ll )?(?:go with |do |take |use |pick )?(?:option|approach|number|#)?\s*)([1-9]|[a-c])\b/;
    RULES_OUT = /^[\s,:-]*(?:(?:is|would be|seems|sounds)\s+)?(?:doesn['’]t|does not|won['’]t|will not|wouldn['’]t|would not|can['’]t|cannot|isn['’]t|is not|not|never|is (?:wrong|bad|risky|fragile)|breaks?|fails?)\b/;
    EFFORT = /\(\s*~?\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?)\s*\)|^(?:\*\*)?quick (?:fix|win)\b/i;
    CLOSING_OFFER = /(?:^|[\s.!:])(?:(?:do )?you want me to|want me to|should i|shall i|would you like me to)\s+([^?\n]{3,200})\?\s*$/i;
    OFFER_TO_LOOK = /^(?:(?:also |first |now |then )?(?:run|re-?run|check|verify|test|look|investigate|search|explore|dig|commit|push|open a (?:pr|pull request)|create a (?:pr|pull request)|continue|go on|go ahead|proceed|start))\b/i;
    AGREES = /^(?:y(?:es|ep|eah|up)|sure|ok(?:ay)?|go ahead|do it|please do|sounds good|lgtm|agreed|let['’]s do (?:it|that|this)|proceed)(?![\w'’])(?!\s*\?)/i;
    DEMURS = /\b(?:but|instead|don['’]t|do not|not|rather|except|wait)\b/i;
    PRAISE2 = /^(?:(?:yes|no|sure|right|ok(?:ay)?)[!.,]?|(?:great|excellent|good) (?:question|catch|point|observations?)[!.,]?|you(?:'re| are) (?:absolutely )?right[^.!]*[.!])$/i;
    WORK_REPORT = /^(?:here(?:'s| is) )?(?:a )?summary of (?:the )?(?:changes|what (?:was|I) (?:implemented|changed|did|added))|^here(?:'s| is) what I (?:implemented|changed|did|added)\b/i;
    HYPOTHETICAL = /^(?:(?:hmm+|ok(?:ay)?|so|and|but)[,.!]?\s+)*(?:what (?:would|will|could) happen if (?:we|i|you|he|she|they|someone|the user)\b|what if (?:we|i|you)\b|what (?:do|did) you mean\b)/i;
  }
});

// src/capture/shell-dir.ts
function cdTargets(command) {
  if (/`|\$\(|\bpushd\b|\bpopd\b/.test(command)) return void 0;
  const quoted = [];
  let outside = command.replace(
    QUOTED,
    (text) => `\uE000${quoted.push(text.slice(1, -1)) - 1}\uE001`
  );
  for (let depth = 0; depth < 20 && /\([^()]*\)/.test(outside); depth++)
    outside = outside.replace(/\([^()]*\)/g, "");
  if (/(?:^|&&|;|\n)\s*cd\s*(?:$|&&|;|\n)/.test(outside)) return void 0;
  const targets = [];
  for (const match of outside.matchAll(CD)) {
    const target = match[1].replace(
      /\uE000(\d+)\uE001/g,
      (_, index) => quoted[Number(index)] ?? ""
    );
    if (target) targets.push(target);
  }
  return targets;
}
function leadingCdCount(command) {
  const lead = /^(?:\s*cd\s+(?:--\s+)?[^\s;&|()]+\s*(?:&&|;|\n))+/.exec(
    command.replace(QUOTED, "Q")
  );
  return lead ? (lead[0].match(/\bcd\s/g) ?? []).length : 0;
}
function shellDirAfter(current, command, failed = false) {
  const targets = cdTargets(command);
  if (targets === void 0) return void 0;
  const ran = failed ? leadingCdCount(command) : targets.length;
  if (ran < targets.length) return void 0;
  let dir = current;
  for (const target of targets) {
    if (/^[~$-]|^[A-Za-z]:|\\/.test(target) || target.includes("$")) return void 0;
    if (target.startsWith("/")) dir = import_node_path11.posix.normalize(target);
    else dir = import_node_path11.posix.normalize(import_node_path11.posix.join(dir ?? ".", target));
  }
  return dir;
}
function missingCdTarget(errorLine) {
  const match = /\bcd: (?:can't cd to )?([^:\n]+?): No such file or directory/i.exec(errorLine);
  return match?.[1]?.trim() || void 0;
}
function cdCause(shellDir, missing) {
  if (shellDir === void 0 || missing.startsWith("/")) return void 0;
  const wanted = import_node_path11.posix.normalize(missing).replace(/\/+$/, "");
  if (wanted === "." || wanted.startsWith("..")) return void 0;
  if (shellDir !== wanted && !shellDir.endsWith(`/${wanted}`)) return void 0;
  return `the shell was already in \`${wanted}\`: a \`cd\` in one Bash call carries over to the next, so \`cd ${wanted}\` looked for ${wanted}/${wanted}; use absolute paths.`;
}
var import_node_path11, CD, QUOTED;
var init_shell_dir = __esm({
  "src/capture/shell-dir.ts"() {
    "use strict";
    import_node_path11 = require("node:path");
    CD = /(?:^|&&|;|\n)\s*cd\s+(?:--\s+)?([^\s;&|()]+)(?=\s*(?:$|&&|;|\n))/g;
    QUOTED = /"(?:[^"\\]|\\.)*"|'[^']*'/g;
  }
});

// src/capture/summary.ts
function sectionKind(title) {
  for (const [kind, pattern] of SECTION_KINDS) if (pattern.test(title)) return kind;
  return "other";
}
function summaryBody(text) {
  const tag = /<summary>([\s\S]*?)(?:<\/summary>|$)/i.exec(text);
  if (tag) return tag[1];
  const marker = /^\s*(?:\*\*)?(?:Summary|Zusammenfassung|Résumé|Resumen)\s*:?(?:\*\*)?:?\s*$/im.exec(text);
  return marker ? text.slice(marker.index + marker[0].length) : text;
}
function parseSummarySections(text) {
  const sections = [];
  for (const line of summaryBody(text).split(/\r?\n/)) {
    const heading = NUMBERED_HEADING.exec(line) ?? BOLD_HEADING.exec(line) ?? MARKDOWN_HEADING.exec(line);
    const title = heading?.groups?.title?.trim();
    if (heading && title && (sectionKind(title) !== "other" || NUMBERED_HEADING.test(line))) {
      sections.push({
        title,
        kind: sectionKind(title),
        lines: heading.groups?.rest?.trim() ? [heading.groups.rest] : []
      });
    } else if (sections.length > 0) {
      sections[sections.length - 1].lines.push(line);
    }
  }
  return sections;
}
function cleanText(text) {
  return stripEmphasis(text).replace(/\s+/g, " ").trim();
}
function sectionItems(lines) {
  const kept = [];
  let fenced = false;
  for (const line of lines) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced && line.trim() !== "") kept.push(line);
  }
  const bullets = kept.map((line) => BULLET.exec(line));
  const indents = bullets.flatMap((match) => match ? [match[1].length] : []);
  if (indents.length === 0) {
    const text = cleanText(kept.join(" "));
    return text ? [{ text, children: [] }] : [];
  }
  const top = Math.min(...indents);
  const items = [];
  kept.forEach((line, index) => {
    const match = bullets[index];
    if (match && match[1].length === top) items.push({ text: cleanText(match[2]), children: [] });
    else if (items.length > 0) {
      const item = items[items.length - 1];
      if (match) item.children.push(cleanText(match[2]));
      else if (item.children.length > 0)
        item.children[item.children.length - 1] += ` ${cleanText(line)}`;
      else item.text += ` ${cleanText(line)}`;
    }
  });
  return items.filter((item) => item.text !== "");
}
function labelled(children, pattern) {
  for (const child of children) {
    const match = pattern.exec(child);
    if (match) return match[1].trim();
  }
  return void 0;
}
function titled(text) {
  const match = /^([^:]{3,120}?):\s+(.+)$/.exec(text);
  return match ? { title: match[1].trim(), body: match[2].trim() } : { body: text };
}
function hasSubstance(item) {
  const text = [item.text, ...item.children].join(" ");
  return (text.match(/[\p{L}\p{N}_]{2,}/gu) ?? []).length >= 3 && (text.match(new RegExp("\\p{L}", "gu")) ?? []).length >= 20;
}
function readErrorItem(item) {
  if (NO_ERRORS.test(item.text) || !hasSubstance(item)) return void 0;
  const { title, body } = titled(item.text);
  let fix = labelled(item.children, FIX_LABEL);
  let cause = labelled(item.children, CAUSE_LABEL);
  const feedback = labelled(item.children, FEEDBACK_LABEL);
  const inline = /^(.*?)(?:[.;,]?\s*(?:—|–|->|→)\s*|[.;,]\s+|\s+-\s+|^)(?:(?:this was |it was |was )?fixed by|fix(?:ed)?:|resolved by|solved by|solution:|fixed with|addressed by)\s*(.+)$/i.exec(
    body
  );
  let error = body;
  if (!fix && inline) {
    fix = inline[2].trim();
    error = inline[1].trim() || title || body;
  }
  const unlabelled = item.children.filter(
    (child) => !FIX_LABEL.test(child) && !CAUSE_LABEL.test(child) && !FEEDBACK_LABEL.test(child)
  );
  if (!fix && unlabelled.length > 0 && title) fix = unlabelled.join("; ");
  if (!cause) cause = /\b(?:because|caused by|due to)\s+(.+)$/i.exec(error)?.[1]?.trim();
  if (!fix && UNRESOLVED.test([item.text, ...item.children].join(" "))) return "unresolved";
  if (fix && /^(?:status\s*:\s*)?(?:not (?:yet )?(?:fixed|resolved|addressed)|unresolved|pending|open\b|in progress|still\b|to be (?:fixed|done))/i.test(
    fix
  ))
    return "unresolved";
  const head = title ? error && error !== title && !fix?.startsWith(error) ? `${title}: ${error}` : title : error;
  const parts = [head.replace(/[.\s]+$/, "")];
  if (fix && !head.includes(fix)) parts.push(`Fix: ${fix.replace(/[.\s]+$/, "")}`);
  if (feedback) parts.push(`User feedback: ${feedback.replace(/[.\s]+$/, "")}`);
  return {
    type: "error_resolved",
    section: "errors",
    content: truncate(parts.join(". ") + ".", 800),
    data: {
      error: redactAndTruncate(title ?? error, 200),
      ...cause ? { cause: truncate(cause, 300) } : {},
      ...fix ? { fix: truncate(fix, 400) } : {},
      tags: ["compaction-summary"]
    },
    confidence: fix ? 0.85 : 0.7
  };
}
function readFindingItem(item, kind) {
  const text = [item.text, ...item.children].join("; ");
  if (text.length < 25 || !hasSubstance(item)) return void 0;
  if (kind === "concepts" && !hasClause(text) && !/\b(?:without|instead of|rather than|not|no|never|only)\b/i.test(text))
    return void 0;
  const durable = DURABLE.test(text);
  const decided = DECIDED.test(text);
  if (kind === "decisions")
    return {
      type: "decision_made",
      section: kind,
      content: truncate(text, 600),
      data: { tags: ["compaction-summary"] },
      confidence: 0.8
    };
  const type = decided && !/\b(?:because|caused by|due to|root cause|turns? out|discovered|found that)\b/i.test(text) ? "decision_made" : "knowledge_acquired";
  return {
    type,
    section: kind,
    content: truncate(text, 600),
    data: { tags: ["compaction-summary"] },
    confidence: durable || decided ? 0.7 : 0.5
  };
}
function quotedMessage(text) {
  const quoted = /^["“](.+?)["”](?:\s*[(:—–-].*)?$/.exec(text.trim());
  return (quoted ? quoted[1] : text).trim();
}
function readCompactSummary(text) {
  const reading = { memories: [], open: [] };
  const pending = [];
  let current;
  for (const section of parseSummarySections(text)) {
    const items = sectionItems(section.lines);
    switch (section.kind) {
      case "errors":
        for (const item of items) {
          const memory = readErrorItem(item);
          if (memory === "unresolved") reading.open.push(truncate(item.text, 300));
          else if (memory) reading.memories.push(memory);
        }
        break;
      case "request":
        reading.request ??= items.length ? truncate(
          items.slice(0, 2).map((item) => item.text).join(" "),
          400
        ) : void 0;
        break;
      case "problems":
      case "concepts":
      case "decisions":
        for (const item of items) {
          const memory = readFindingItem(item, section.kind);
          if (memory) reading.memories.push(memory);
        }
        break;
      case "userMessages":
        for (const item of items) {
          const message = quotedMessage(item.text);
          const instructions = standingInstructions(message);
          for (const sentence2 of instructions) {
            reading.memories.push({
              type: "preference_noted",
              section: "userMessages",
              content: sentence2,
              data: { tags: ["user-instruction", "compaction-summary"] },
              confidence: 0.8
            });
          }
        }
        break;
      case "pending":
        for (const item of items)
          if (!NO_ERRORS.test(item.text))
            pending.push({ content: truncate(item.text, 300), status: "pending" });
        break;
      case "current":
        current ??= items[0] ? truncate(items.map((item) => item.text).join(" "), 300) : void 0;
        break;
      case "next":
        if (items[0]) reading.open.push(truncate(items[0].text, 300));
        break;
      default:
        break;
    }
  }
  reading.memories.splice(MAX_SUMMARY_MEMORIES);
  if (pending.length > 0) {
    const steps = pending.slice(0, 20);
    const text2 = `Pending when the conversation was compacted: ${steps.map((step) => step.content).join("; ")}`;
    reading.plan = { content: truncate(text2, 600), steps, ...current ? { current } : {} };
  }
  if (current) reading.current = current;
  reading.open.unshift(...pending.map((step) => step.content));
  return reading;
}
function hashWord(word) {
  let hash = 2166136261;
  for (let index = 0; index < word.length; index++)
    hash = Math.imul(hash ^ word.charCodeAt(index), 16777619);
  return (hash >>> 0).toString(36);
}
function memoryFingerprint(type, content) {
  const words3 = content.toLowerCase().replace(/[`*_"'“”]/g, "").split(/[^a-z0-9]+/).filter((word) => word.length > 2);
  return `${type}:${words3.slice(0, 12).map(hashWord).join(" ")}`;
}
function seenBefore(fingerprint, seen) {
  if (seen.includes(fingerprint)) return true;
  const [type, text = ""] = fingerprint.split(/:(.*)/s);
  const words3 = new Set(text.split(" "));
  if (words3.size < 4) return false;
  return seen.some((other) => {
    const [otherType, otherText = ""] = other.split(/:(.*)/s);
    if (otherType !== type) return false;
    const otherWords = new Set(otherText.split(" "));
    let shared = 0;
    for (const word of words3) if (otherWords.has(word)) shared++;
    return shared / Math.max(words3.size, otherWords.size) >= 0.7;
  });
}
var SECTION_KINDS, NUMBERED_HEADING, MARKDOWN_HEADING, BOLD_HEADING, BULLET, FIX_LABEL, CAUSE_LABEL, FEEDBACK_LABEL, NO_ERRORS, UNRESOLVED, DURABLE, DECIDED, MAX_SUMMARY_MEMORIES;
var init_summary = __esm({
  "src/capture/summary.ts"() {
    "use strict";
    init_instructions();
    init_statements();
    init_prose();
    SECTION_KINDS = [
      // English first; then the titles Claude Code writes in German, French and Spanish.
      [
        "userMessages",
        /\buser(?:'s)?\s+(?:messages?|feedback|input|requests?\s+verbatim)\b|\b(?:messages|notes|instructions) from the user\b|benutzernachrichten|nachrichten des benutzers|messages de l[’']utilisateur|mensajes del usuario/i
      ],
      [
        "pending",
        /\bpending\b|\bremaining\b|\boutstanding\b|\bopen (?:tasks|items|questions)\b|\btodo\b|ausstehend|offene aufgaben|en attente|restantes|pendientes/i
      ],
      [
        "current",
        /\bcurrent(?:ly)?\b.*\b(?:work|state|task|focus|status)\b|\bin progress\b|aktuelle arbeit|travail (?:en cours|actuel)|trabajo actual/i
      ],
      [
        "next",
        /\bnext steps?\b|nächste schritte|prochaines [ée]tapes|próximos pasos|siguientes pasos/i
      ],
      ["problems", /\bproblem|\bsolv|\btroubleshoot|résolution|resolución/i],
      [
        "errors",
        /\berrors?\b|\bfix(?:es|ed)?\b|\bbugs?\b|\bfailures?\b|\bfehler|korrektur|\berreurs?\b|\berrores?\b|correcci/i
      ],
      ["decisions", /\bdecisions?\b|\bdesign choices?\b|entscheidung|décisions?|decisiones?/i],
      [
        "concepts",
        /\bconcepts?\b|\blearn|\binsights?\b|\bfindings?\b|\blessons?\b|\bgotchas?\b|konzepte?|conceptos?|erkenntnisse/i
      ],
      ["files", /\bfiles?\b|\bcode sections?\b|dateien|fichiers|archivos/i],
      [
        "request",
        /\brequest|\bintent\b|\bgoals?\b|anfrage|absicht|\bdemande|intention|solicitud|petición/i
      ]
    ];
    NUMBERED_HEADING = /^\s?(?:#{1,4}\s*)?(?:\*\*)?\d{1,2}[.)]\s*(?:\*\*)?(?<title>[A-Za-zÀ-ÿ][^:*\n]{2,60}?)\s*(?:\*\*)?\s*:\s*(?:\*\*)?\s*(?<rest>.*)$/;
    MARKDOWN_HEADING = /^#{1,4}\s+(?:\d{1,2}[.)]\s*)?(?<title>[^\n]{3,60}?)\s*:?\s*$/;
    BOLD_HEADING = /^(?:\*\*)(?<title>[A-Za-zÀ-ÿ][^*:\n]{2,60}?)(?::\*\*|\*\*:?)\s*(?<rest>.*)$/;
    BULLET = /^(\s*)(?:[-*+•]|\d{1,3}[.)])\s+(.*)$/;
    FIX_LABEL = /^(?:fix(?:ed)?|solution|resolution|resolved|workaround|remedy|lösung|behebung|korrektur|correction|correctif|solución|corrección)(?:\s+by)?\s*[:-]\s*(.+)$/i;
    CAUSE_LABEL = /^(?:(?:root\s+)?cause|reason|why|because|ursache|grund|raison|causa|motivo)\s*[:-]\s*(.+)$/i;
    FEEDBACK_LABEL = /^(?:user feedback|the user said|user said)\s*[:-]\s*(.+)$/i;
    NO_ERRORS = /^(?:none|keine|aucune?|ningun[oa]?|no (?:significant |major |notable )?(?:errors|issues|problems|bugs)\b|n\/a)/i;
    UNRESOLVED = /\b(?:not (?:yet )?(?:fixed|resolved|addressed)|still (?:fail(?:s|ing)?|broken|open|pending|present)|unresolved|pending|in progress|to be (?:fixed|investigated)|investigating|status:\s*(?:open|pending|not))\b/i;
    DURABLE = /\b(?:because|root cause|caused by|due to|turns? out|discovered|found that|realized|requires?|required|must(?:n't| not)?|cannot|can't|doesn't|does not|don't|isn't|won't|only (?:works|runs|when|if)|not supported|unsupported|limitation|gotcha|instead of|rather than|by design|intentional|never|always)\b/i;
    DECIDED = /\b(?:decided|chose|chosen|opted|switched to|went with|settled on|instead of|rather than|in favou?r of|approach)\b/i;
    MAX_SUMMARY_MEMORIES = 100;
  }
});

// src/capture/structural.ts
function stringField(input, name) {
  const value = input[name];
  return typeof value === "string" && value.trim() !== "" ? value : void 0;
}
function readTodos(value) {
  if (!Array.isArray(value)) return void 0;
  const steps = [];
  for (const item of value) {
    if (!isPlainObject2(item) || typeof item.content !== "string" || item.content.trim() === "")
      continue;
    const status = item.status === "completed" || item.status === "in_progress" ? item.status : "pending";
    steps.push({ content: truncate(item.content.trim().replace(/\s+/g, " "), 300), status });
  }
  return steps;
}
function summarizeToolUse(id, name, input, ts, record, paths) {
  if (!EDIT_TOOLS.has(name) && !READ_TOOLS.has(name) && !SEARCH_TOOLS.has(name) && !OTHER_TOOLS.has(name))
    return void 0;
  const call = { id, name, ts, ...record ? { record } : {} };
  if (EDIT_TOOLS.has(name) || READ_TOOLS.has(name)) {
    const path = stringField(input, "file_path") ?? stringField(input, "notebook_path") ?? stringField(input, "path");
    if (!path) return void 0;
    call.files = [toStoredPath(path, paths)];
    const change = describeEdit(name, input);
    if (change) call.change = change;
    const content = stringField(input, "content");
    if (name === "Write" && content && /\.(?:md|mdx|markdown)$/i.test(path)) {
      const title = markdownTitle(content);
      if (title) call.title = title;
    }
  } else if (SEARCH_TOOLS.has(name)) {
    const pattern = stringField(input, "pattern");
    if (!pattern) return void 0;
    call.pattern = truncate(pattern, 300);
    const path = stringField(input, "path");
    if (path) call.searchPath = toStoredPath(path, paths);
    const glob = stringField(input, "glob");
    if (glob) call.glob = truncate(glob, 200);
  } else if (name === "Bash") {
    const command = stringField(input, "command");
    if (!command) return void 0;
    call.command = truncate(relativizeCommand(command.trim(), paths), MAX_COMMAND);
    const description = stringField(input, "description");
    if (description) call.description = truncate(description.trim(), 200);
  } else if (name === "TodoWrite") {
    const todos = readTodos(input.todos);
    if (todos) call.todos = todos;
  } else if (name === "ExitPlanMode") {
    const plan = stringField(input, "plan");
    if (plan) call.plan = truncate(plan.trim(), MAX_PLAN);
  }
  return call;
}
function editedLines(pairs) {
  const lines = (text) => text.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !/^[{}()[\];,]+$/.test(line));
  const added = [];
  const removed = [];
  for (const { old, next } of pairs) {
    const before = lines(old);
    const after = lines(next);
    added.push(...after.filter((line) => !before.includes(line)));
    removed.push(...before.filter((line) => !after.includes(line)));
  }
  return { added: [...new Set(added)], removed: [...new Set(removed)] };
}
function describeEdit(name, input) {
  const pairs = [];
  if (name === "Edit") {
    if (typeof input.old_string !== "string" || typeof input.new_string !== "string")
      return void 0;
    pairs.push({ old: input.old_string, next: input.new_string });
  } else if (name === "MultiEdit" && Array.isArray(input.edits)) {
    for (const edit of input.edits) {
      if (!isPlainObject2(edit) || typeof edit.old_string !== "string" || typeof edit.new_string !== "string")
        return void 0;
      pairs.push({ old: edit.old_string, next: edit.new_string });
    }
  } else {
    return void 0;
  }
  const { added, removed } = editedLines(pairs);
  if (added.length + removed.length === 0 || added.length > MAX_CHANGED_LINES || removed.length > MAX_CHANGED_LINES)
    return void 0;
  const shown = added.length ? added : removed;
  if (shown.some((line) => line.length > MAX_CHANGED_LINE)) return void 0;
  const quoted = shown.map((line) => `\`${line.replace(/`/g, "'")}\``).join(" and ");
  return `${added.length === 0 ? "removed" : removed.length === 0 ? "added" : "changed it to"} ${quoted}`;
}
function readOutcome(isError, head, toolUseResult) {
  const structured = typeof toolUseResult === "string" ? toolUseResult : "";
  if (isError && REJECTION_PROLOGUE.test(head.trimStart())) {
    const feedback = /(?:the user said|reason for the rejection)\s*:\s*([\s\S]+)$/i.exec(head)?.[1]?.trim();
    if (!feedback && INTERRUPTED.test(structured)) return { outcome: "interrupted" };
    return {
      outcome: "rejected",
      ...feedback ? { feedback: truncate(feedback.replace(/\s+/g, " "), 500) } : {}
    };
  }
  if (structured === "User rejected tool use") return { outcome: "rejected" };
  if (INTERRUPTED.test(head) || INTERRUPTED.test(structured)) return { outcome: "interrupted" };
  if (!isError && isPlainObject2(toolUseResult) && toolUseResult.interrupted === true)
    return { outcome: "interrupted" };
  if (isError) {
    const exit = /^(?:Error: )?Exit code (\d+)/.exec(head.trimStart()) ?? /^(?:Error: )?Exit code (\d+)/.exec(structured);
    return { outcome: "error", ...exit ? { exitCode: Number(exit[1]) } : {} };
  }
  return { outcome: "ok" };
}
function quoteCommand(command, max = 200) {
  const oneLine = command.split("\n")[0].trim();
  const shown = truncate(oneLine, max) + (oneLine !== command.trim() && !oneLine.endsWith("\u2026") ? " \u2026" : "");
  return `\`${shown.replace(/`/g, "'")}\``;
}
function isRecordedCommand(call) {
  return call.command !== void 0 && !isInspectionCommand(call.command);
}
function describeCall(call) {
  switch (call.name) {
    case "Bash":
      return `running ${quoteCommand(call.command ?? "")}`;
    case "Write":
      return `writing ${call.files?.join(", ") ?? "a file"}`;
    case "Edit":
    case "MultiEdit":
    case "NotebookEdit":
      return `an edit to ${call.files?.join(", ") ?? "a file"}`;
    case "ExitPlanMode":
      return `the plan "${planTitle(call.plan ?? "")}"`;
    default:
      return `a ${call.name} call`;
  }
}
function plainText(text) {
  return stripEmphasis(text).replace(/`/g, "").replace(/\*\*/g, "").trim();
}
function planTitle(plan) {
  const first = plan.split("\n").map((line) => line.trim()).find((line) => line !== "") ?? "plan";
  return truncate(
    plainText(first.replace(/^#+\s*/, "").replace(/^(?:plan|implementation plan)\s*:\s*/i, "")),
    150
  ) || "plan";
}
function planSteps(plan) {
  const numbered = [];
  const checkboxes = [];
  const underStepHeading = [];
  let stepSection = false;
  for (const line of plan.split("\n")) {
    const heading = /^\s{0,3}(?:#{1,6}\s+|\*\*)(.+?)(?:\*\*)?:?\s*$/.exec(line);
    if (heading && !/^\s{0,3}(?:[-*+]|\d)/.test(line.replace(/^\s{0,3}\*\*/, ""))) {
      stepSection = STEP_HEADING.test(heading[1]);
      continue;
    }
    const item = /^(\d{1,3}[.)]|[-*+])\s+(\[[ xX]\]\s+)?(.+)$/.exec(line);
    if (!item) continue;
    const content = truncate(plainText(item[3]), 300);
    if (content === "") continue;
    if (item[2]) checkboxes.push(content);
    else if (/^\d/.test(item[1])) numbered.push(content);
    else if (stepSection) underStepHeading.push(content);
  }
  const chosen = numbered.length >= 2 ? numbered : checkboxes.length >= 2 ? checkboxes : underStepHeading.length >= 2 ? underStepHeading : [];
  return chosen.slice(0, 30).map((content) => ({ content, status: "pending" }));
}
function readAnswers(toolUseResult) {
  if (!isPlainObject2(toolUseResult) || !isPlainObject2(toolUseResult.answers)) return [];
  const pairs = [];
  for (const [question, answer] of Object.entries(toolUseResult.answers)) {
    const text = Array.isArray(answer) ? answer.filter((item) => typeof item === "string").join(", ") : typeof answer === "string" ? answer : "";
    if (text.trim() === "" || /^(?:yes|no|ok|okay|sure|continue|proceed|go ahead|skip|cancel|other)\.?$/i.test(text.trim()))
      continue;
    pairs.push({
      question: truncate(question.trim().replace(/\s+/g, " "), 300),
      answer: truncate(text.trim().replace(/\s+/g, " "), 300)
    });
  }
  return pairs;
}
var EDIT_TOOLS, READ_TOOLS, SEARCH_TOOLS, OTHER_TOOLS, MAX_COMMAND, MAX_PLAN, MAX_CHANGED_LINES, MAX_CHANGED_LINE, REJECTION_PROLOGUE, INTERRUPTED, STEP_HEADING;
var init_structural = __esm({
  "src/capture/structural.ts"() {
    "use strict";
    init_check();
    init_commands();
    init_file_paths();
    init_prose();
    init_ledger();
    EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
    READ_TOOLS = /* @__PURE__ */ new Set(["Read"]);
    SEARCH_TOOLS = /* @__PURE__ */ new Set(["Glob", "Grep"]);
    OTHER_TOOLS = /* @__PURE__ */ new Set(["Bash", "TodoWrite", "ExitPlanMode", "AskUserQuestion"]);
    MAX_COMMAND = 2e3;
    MAX_PLAN = 4e3;
    MAX_CHANGED_LINES = 2;
    MAX_CHANGED_LINE = 160;
    REJECTION_PROLOGUE = /^The user doesn[’']t want to (?:proceed with this tool use|take this action)/;
    INTERRUPTED = /\[Request interrupted by user/;
    STEP_HEADING = /\b(?:steps?|implementation|tasks?|todo|plan|phases?|changes?|approach|order|checklist|work)\b/i;
  }
});

// src/capture/tags.ts
function maskNonProse(text) {
  const lines = text.split("\n");
  let inFence = false;
  const masked = lines.map((line) => {
    if (FENCE3.test(line)) {
      inFence = !inFence;
      return " ".repeat(line.length);
    }
    if (inFence || /^\s*>/.test(line)) return " ".repeat(line.length);
    return line.replace(/`[^`\n]*`/g, (code) => " ".repeat(code.length));
  });
  return masked.join("\n");
}
function isMemoryKind(kind) {
  return Object.hasOwn(MEMORY_KINDS, kind);
}
function isHandoffKind(kind) {
  return HANDOFF_KINDS.includes(kind);
}
function paragraphEnd(masked, from) {
  PARAGRAPH_END.lastIndex = from;
  const found = PARAGRAPH_END.exec(masked);
  return found ? found.index : masked.length;
}
function readTags(text) {
  if (!MAY_HOLD_TAG.test(text)) return [];
  const masked = maskNonProse(text);
  const headers = [];
  HEADER.lastIndex = 0;
  for (let match = HEADER.exec(masked); match; match = HEADER.exec(masked)) {
    headers.push({
      kind: match[1].toLowerCase(),
      start: match.index,
      textStart: match.index + match[0].length,
      bracketed: match[2] !== "]"
    });
  }
  return headers.map((header, index) => {
    const nextTag = headers[index + 1]?.start ?? text.length;
    let raw = text.slice(
      header.textStart,
      Math.min(nextTag, paragraphEnd(masked, header.textStart))
    );
    if (header.bracketed) {
      const close = raw.lastIndexOf("]");
      if (close >= 0) raw = raw.slice(0, close);
    }
    return { kind: header.kind, raw };
  });
}
function findHandoffTags(text) {
  const tags = [];
  for (const { kind, raw } of readTags(text)) {
    if (!isHandoffKind(kind)) continue;
    const joined2 = stripEmphasis(
      raw.split("\n").map((line) => line.trim()).filter(Boolean).join(" ").replace(/\s+/g, " ").trim()
    );
    if (joined2 !== "") tags.push({ kind, text: truncate(joined2, 600) });
  }
  return tags;
}
function findMemoryTags(text) {
  const tags = [];
  for (const { kind, raw } of readTags(text)) {
    if (!isMemoryKind(kind)) continue;
    const lines = raw.split("\n").map((line) => line.trim()).filter(Boolean);
    const steps = kind === "plan" ? lines.map((line) => LIST_ITEM3.exec(line)?.[1]?.trim()).filter((step) => Boolean(step)) : [];
    const joined2 = stripEmphasis(lines.join(" ").replace(/\s+/g, " ").trim());
    if (joined2 === "") continue;
    tags.push({
      kind,
      text: truncate(joined2, 1e3),
      ...steps.length ? { steps: steps.map((step) => truncate(stripEmphasis(step), 300)) } : {}
    });
  }
  return tags;
}
function removeMemoryTags(text) {
  if (!MAY_HOLD_TAG.test(text)) return text;
  const masked = maskNonProse(text);
  const spans = [];
  HEADER.lastIndex = 0;
  const starts = [];
  for (let match = HEADER.exec(masked); match; match = HEADER.exec(masked))
    starts.push({ start: match.index, textStart: match.index + match[0].length });
  starts.forEach((tag, index) => {
    const end = Math.min(
      starts[index + 1]?.start ?? text.length,
      paragraphEnd(masked, tag.textStart)
    );
    spans.push([tag.start, end]);
  });
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start);
    at = end;
  }
  return out + text.slice(at);
}
var HEADER, FENCE3, MAY_HOLD_TAG, HANDOFF_KINDS, PARAGRAPH_END, LIST_ITEM3;
var init_tags = __esm({
  "src/capture/tags.ts"() {
    "use strict";
    init_types();
    init_prose();
    HEADER = /\[MEMORY:\s*([A-Za-z]+)\s*(\]|:|—|–|-(?=\s))/gi;
    FENCE3 = /^\s{0,3}(```|~~~)/;
    MAY_HOLD_TAG = /\[memory:/i;
    HANDOFF_KINDS = ["goal", "outcome", "open"];
    PARAGRAPH_END = /\n[ \t]*(?:\n|(?:```|~~~))/g;
    LIST_ITEM3 = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.+)$/;
  }
});

// src/capture/transcript.ts
function isPlainlyValid(value) {
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return value >= "1970" && month >= 1 && month <= 12 && day >= 1 && day <= 28 && value.slice(11, 13) < "24" && value.slice(14, 16) < "60" && value.slice(17, 19) < "60";
}
function normalizeTimestamp(value) {
  if (typeof value !== "string" || value.length < 10) return void 0;
  if (CANONICAL_TIME.test(value) && isPlainlyValid(value)) return value;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < 0) return void 0;
  return new Date(ms).toISOString();
}
function resultHead(content) {
  if (typeof content === "string") return content.slice(0, RESULT_HEAD_CHARS);
  if (Array.isArray(content)) {
    let text = "";
    for (const part of content) {
      if (isPlainObject2(part) && part.type === "text" && typeof part.text === "string")
        text += (text ? "\n" : "") + part.text;
      if (text.length >= RESULT_HEAD_CHARS) break;
    }
    return text.slice(0, RESULT_HEAD_CHARS);
  }
  return "";
}
function readBlock(value) {
  if (typeof value === "string") return { type: "text", text: value };
  if (!isPlainObject2(value)) return void 0;
  switch (value.type) {
    case "text":
      return typeof value.text === "string" ? { type: "text", text: value.text } : void 0;
    case "tool_use": {
      const id = str2(value.id);
      const name = str2(value.name);
      if (!id || !name) return void 0;
      return { type: "tool_use", id, name, input: isPlainObject2(value.input) ? value.input : {} };
    }
    case "tool_result": {
      const toolUseId = str2(value.tool_use_id);
      if (!toolUseId) return void 0;
      return {
        type: "tool_result",
        toolUseId,
        isError: value.is_error === true,
        head: resultHead(value.content)
      };
    }
    default:
      return void 0;
  }
}
function readBlocks(content) {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content)) return [];
  const blocks = [];
  for (const part of content) {
    const block = readBlock(part);
    if (block) blocks.push(block);
  }
  return blocks;
}
function readTranscriptRecord(value) {
  if (!isPlainObject2(value) || typeof value.type !== "string") return void 0;
  const message = isPlainObject2(value.message) ? value.message : void 0;
  const record = {
    type: value.type,
    isSidechain: value.isSidechain === true,
    isMeta: value.isMeta === true,
    isCompactSummary: value.isCompactSummary === true,
    blocks: []
  };
  const uuid2 = str2(value.uuid);
  if (uuid2) record.uuid = uuid2;
  const timestamp2 = normalizeTimestamp(value.timestamp);
  if (timestamp2) record.timestamp = timestamp2;
  const sessionId = str2(value.sessionId);
  if (sessionId) record.sessionId = sessionId;
  const agentId = str2(value.agentId);
  if (agentId) record.agentId = agentId;
  const gitBranch = str2(value.gitBranch);
  if (gitBranch !== void 0) record.gitBranch = gitBranch;
  const cwd = str2(value.cwd);
  if (cwd) record.cwd = cwd;
  if (typeof value.parentUuid === "string" || value.parentUuid === null)
    record.parentUuid = value.parentUuid;
  if (record.type === "assistant" || record.type === "user") {
    if (message) {
      const messageId = str2(message.id);
      if (messageId) record.messageId = messageId;
      record.blocks = readBlocks(message.content);
      if (record.type === "user" && typeof message.content === "string")
        record.prompt = message.content;
    }
    if (value.toolUseResult !== void 0) record.toolUseResult = value.toolUseResult;
  }
  return record;
}
function isSkippedRecord(bytes, start, end) {
  const at = bytes.indexOf(TYPE_KEY_BYTES, start);
  if (at < 0 || at >= end) return false;
  const valueAt = at + TYPE_KEY_BYTES.length;
  return SKIPPED_TYPE_BYTES.some((value) => {
    if (valueAt + value.length > end) return false;
    for (let i = 0; i < value.length; i++) if (bytes[valueAt + i] !== value[i]) return false;
    return true;
  });
}
function lineKind(line) {
  const typeAt = line.indexOf(TYPE_KEY);
  if (typeAt >= 0) {
    const valueAt = typeAt + TYPE_KEY.length;
    const value = line.slice(valueAt, line.indexOf('"', valueAt));
    if (SKIPPED_TYPES.has(value)) return "skip";
    if (value === "user") return "user";
    if (value === "thinking")
      return BLOCK_TYPES_WITH_MEMORY.some((marker) => line.includes(marker)) ? "other" : "skip";
    if (value === "message") {
      const content = line.indexOf('"content":[', valueAt);
      const thinkingOnly = content >= 0 && line.startsWith('{"type":"thinking"', content + 11) && !BLOCK_TYPES_WITH_MEMORY.some((marker) => line.includes(marker));
      return thinkingOnly ? "skip" : "other";
    }
  }
  return line.includes('"user"') || line.includes('"assistant"') ? "other" : "skip";
}
function splitGluedLine(line, first) {
  let at = line.indexOf("}{", first);
  for (let tries = 0; at >= 0 && tries < MAX_GLUE_TRIES; tries++, at = line.indexOf("}{", at + 1)) {
    try {
      return { value: JSON.parse(line.slice(first, at + 1)), rest: line.slice(at + 1) };
    } catch {
    }
  }
  return void 0;
}
function readTranscriptLine(line, kind) {
  let first = 0;
  while (first < line.length && (line[first] === " " || line[first] === "	" || line[first] === "\r"))
    first++;
  if (first === line.length) return { kind: "skipped" };
  if (line[first] !== "{") return { kind: "unreadable", reason: "not a JSON object" };
  if ((kind ?? lineKind(line)) === "skip") return { kind: "skipped" };
  let value;
  let rest;
  try {
    value = JSON.parse(line);
  } catch {
    const glued = splitGluedLine(line, first);
    if (!glued) return { kind: "unreadable", reason: "not valid JSON" };
    ({ value, rest } = glued);
  }
  const record = readTranscriptRecord(value);
  if (!record) return { kind: "unreadable", reason: 'a JSON value without a "type"' };
  return rest === void 0 ? { kind: "record", record } : { kind: "record", record, rest };
}
var RESULT_HEAD_CHARS, str2, CANONICAL_TIME, SKIPPED_TYPES, BLOCK_TYPES_WITH_MEMORY, TYPE_KEY, TYPE_KEY_BYTES, SKIPPED_TYPE_BYTES, MAX_GLUE_TRIES;
var init_transcript = __esm({
  "src/capture/transcript.ts"() {
    "use strict";
    init_check();
    RESULT_HEAD_CHARS = 2e3;
    str2 = (value) => typeof value === "string" ? value : void 0;
    CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    SKIPPED_TYPES = /* @__PURE__ */ new Set([
      "progress",
      "file-history-snapshot",
      "queue-operation",
      "system",
      "summary"
    ]);
    BLOCK_TYPES_WITH_MEMORY = ['"type":"text"', '"type":"tool_use"', '"type":"tool_result"'];
    TYPE_KEY = '"type":"';
    TYPE_KEY_BYTES = Buffer.from(TYPE_KEY);
    SKIPPED_TYPE_BYTES = [...SKIPPED_TYPES].map((type) => Buffer.from(`${type}"`));
    MAX_GLUE_TRIES = 16;
  }
});

// src/capture/extract.ts
function caseNote(missing, found) {
  const [a, b] = [import_node_path12.posix.basename(missing), import_node_path12.posix.basename(found)];
  if (a === b || a.toLowerCase() !== b.toLowerCase()) return "";
  const name = import_node_path12.posix.parse(b).name;
  return name === name.toUpperCase() ? " (its name in upper case)" : name === name.toLowerCase() ? " (its name in lower case)" : " (its name in another case)";
}
function initialState() {
  return { pending: [], todos: {}, failures: [], skippedAgents: [] };
}
function restates(sketch, type, words3) {
  const [keptType, ...keptWords] = sketch.split(" ");
  const earlier = new Set(keptWords);
  if (keptType === type) return overlap(earlier, words3) >= SAME_MEMORY;
  let shared = 0;
  for (const word of words3) if (earlier.has(word)) shared++;
  return shared / Math.max(earlier.size, words3.size, 1) >= 0.85;
}
function withoutPlumbing(command) {
  return command.replace(/\s*\|\s*(?:tail|head|grep|less|cat|tee)\b[^|]*$/g, "").replace(/\s*\d?>&\d\b/g, "").replace(/\s+/g, " ").trim();
}
function asks(fact) {
  if (fact.content.startsWith('Asked "')) return false;
  const text = fact.content.replace(/`[^`]*`/g, "``").replace(BEFORE_REASON, "");
  if (fact.type === "decision_made" || fact.type === "approach_rejected")
    return /\?(?:\s|$)/.test(text);
  if (fact.type === "knowledge_acquired") return /^[^.!?\n]{0,300}\?(?:\s|$)/.test(text);
  return false;
}
function heldKey(key) {
  return `held ${(0, import_node_crypto5.createHash)("sha256").update(key).digest("hex")}`;
}
function messageKey(record, fallback) {
  return record.messageId ?? record.uuid ?? fallback;
}
function proposalOf(intent) {
  const sentences = splitSentences(intent.replace(/\s+/g, " ").trim());
  if (sentences.length !== 1 || sentences[0].length > 200 || NARRATION2.test(sentences[0]))
    return void 0;
  return sentences[0];
}
function saidChanges(failure2, filesNamed2) {
  const changes = failure2.changes ?? [];
  const larger = failure2.largerIn ?? [];
  const errorFile = diagnosticFile(failure2.errorLine ?? "");
  const pointedAt = (file) => errorFile !== void 0 && (file === errorFile || file.endsWith(`/${errorFile}`) || errorFile.endsWith(`/${file}`));
  const shown = larger.length === 0 ? changes : changes.filter((change) => pointedAt(change.file) && !larger.includes(change.file));
  if (shown.length === 0) return "";
  const words3 = shown.map(
    (change) => larger.length > 0 || filesNamed2 > 1 ? `in ${change.file}, ${change.change}` : change.change
  ).join("; ");
  return (failure2.attempts ?? 1) > 1 ? `; after the last of ${failure2.attempts} failures, ${words3}` : `: ${words3}`;
}
var import_node_path12, import_node_crypto5, MAX_FAILURES, MAX_MISSING_FILES, MAX_CHANGES, MAX_INTENT, MAX_SUMMARY_SEEN, MAX_FIX_MARKS, MAX_RESOLVED, MAX_REPORT2, MAX_KEPT, MAX_DECISIONS, MAX_PROBLEMS, MAX_TOUCHED, SAME_MEMORY, COMPILER_SLIP, JUDGED_TYPES, MAX_GLUED_RECORDS, SUMMING_UP, BEFORE_REASON, RESULT_NEEDS_NOTHING, TOOL_USE_ID, NARRATION2, Extractor;
var init_extract = __esm({
  "src/capture/extract.ts"() {
    "use strict";
    import_node_path12 = require("node:path");
    import_node_crypto5 = require("node:crypto");
    init_types();
    init_memory_forms();
    init_causes();
    init_commands();
    init_file_paths();
    init_keyword();
    init_instructions();
    init_judge();
    init_ledger();
    init_statements();
    init_turns();
    init_prose_candidates();
    init_fix_match();
    init_fixed_problems();
    init_shell_dir();
    init_prose();
    init_private_spans();
    init_redactor();
    init_summary();
    init_structural();
    init_tags();
    init_transcript();
    MAX_FAILURES = 10;
    MAX_MISSING_FILES = 5;
    MAX_CHANGES = 3;
    MAX_INTENT = 300;
    MAX_SUMMARY_SEEN = 400;
    MAX_FIX_MARKS = 60;
    MAX_RESOLVED = 100;
    MAX_REPORT2 = 4e3;
    MAX_KEPT = 300;
    MAX_DECISIONS = 40;
    MAX_PROBLEMS = 40;
    MAX_TOUCHED = 400;
    SAME_MEMORY = 0.75;
    COMPILER_SLIP = /\b(?:imported and not used|declared and not used|declared but (?:its value is )?never (?:read|used)|no new variables on left side|mismatched types|cannot use \S.{0,120} as \S|undefined: \w|has no field or method|missing return|cannot find name|TS\d{4}:|unused (?:import|variable))/i;
    JUDGED_TYPES = /* @__PURE__ */ new Set([
      "decision_made",
      "approach_rejected",
      "knowledge_acquired",
      "error_resolved",
      "preference_noted"
    ]);
    MAX_GLUED_RECORDS = 16;
    SUMMING_UP = /^(?:#+\s*)?(?:summary\b|[^\n]{0,80}\b(?:is|are) (?:now )?(?:complete|done|finished)\b|[^\n]{0,80}\bhere(?:['’]s| is) (?:a |the )?summary\b)/i;
    BEFORE_REASON = /\s(?:\(chosen over\b|Reason:|Why:)[\s\S]*$/;
    RESULT_NEEDS_NOTHING = /* @__PURE__ */ new Set(["Read", "Glob", "Grep", "Edit", "MultiEdit", "NotebookEdit"]);
    TOOL_USE_ID = '"tool_use_id":"';
    NARRATION2 = /^(?:you[’']re (?:absolutely |completely |totally )?right|good (?:point|catch|idea)|perfect|great|got it|understood|i see|ah|oh|ok(?:ay)?|sure|thanks)\b|\b(?:revise|reconsider|rethink|try (?:again|a different)|adjust (?:my|the) approach)\b/i;
    Extractor = class {
      constructor(state, options) {
        this.options = options;
        this.state = structuredClone(state);
      }
      options;
      facts = [];
      /** Lines that are not transcript records. */
      unreadable = [];
      /** How many records were read. */
      records = 0;
      /** The first session id seen, for a transcript read without one given. */
      firstSession;
      state;
      /** Reads one line of a transcript (without its newline), found at byte `offset`. */
      readLine(text, offset) {
        let line = text;
        let at = offset;
        for (let glued = 0; ; glued++) {
          if (glued === MAX_GLUED_RECORDS) {
            this.unreadable.push({
              offset: at,
              reason: `more than ${MAX_GLUED_RECORDS} records glued on one line`
            });
            return;
          }
          const kind = lineKind(line);
          if (kind === "user" && this.resolveWithoutParsing(line)) return;
          const reading = readTranscriptLine(line, kind);
          if (reading.kind === "record") this.read(reading.record, `@${at}`);
          else if (reading.kind === "unreadable")
            this.unreadable.push({ offset: at, reason: reading.reason });
          if (reading.kind !== "record" || reading.rest === void 0) return;
          at += Buffer.byteLength(line) - Buffer.byteLength(reading.rest);
          line = reading.rest;
        }
      }
      /**
       * For a user line. Most of a long transcript's bytes are tool results, and most of those belong to calls
       * whose result only has to say "done" (a file read, an edit) or to calls capture does
       * not follow at all. Such a line is recognised from its raw text and not parsed. In raw
       * JSON, `"tool_use_id":"` cannot occur inside a string value (its quotes would be
       * escaped), so its first occurrence is the result's own.
       */
      resolveWithoutParsing(text) {
        const at = text.indexOf(TOOL_USE_ID);
        if (at < 0 || text.indexOf(TOOL_USE_ID, at + TOOL_USE_ID.length) >= 0) return false;
        const start = at + TOOL_USE_ID.length;
        const id = text.slice(start, text.indexOf('"', start));
        const message = this.state.pending.find(
          (pending) => pending.calls.some((call2) => call2.id === id)
        );
        if (!message) {
          return text.startsWith("{") && !text.includes("[Request interrupted");
        }
        const call = message.calls.find((candidate) => candidate.id === id);
        if (call.outcome || text.includes('"is_error":true') || text.includes("[Request interrupted") || text.includes("User rejected tool use"))
          return false;
        if (call.name === "Write") {
          if (text.includes('"type":"create"')) call.created = true;
        } else if (call.name === "Bash") {
          if (text.includes('"interrupted":true') || this.state.failures.some((failure2) => failure2.agent === message.agent))
            return false;
          if (call.command && /\bgit\b[^|;&\n]*\bcommit\b/.test(call.command)) return false;
        } else if (!RESULT_NEEDS_NOTHING.has(call.name)) {
          return false;
        }
        this.records++;
        call.outcome = "ok";
        this.readResolvedCall(message, call, void 0, call.ts);
        this.completeIfDone(message);
        return true;
      }
      /** Reads one transcript record; `lineKey` names it when it has neither uuid nor message id. */
      readRecord(record, lineKey) {
        this.read(record, lineKey);
      }
      /** The facts found so far and the state to carry on with; with `final`, the transcript is complete. */
      finish(final = false) {
        if (final) {
          this.closeTurn();
          this.emitOutcome();
          this.interruptAll();
          this.state.failures = [];
          delete this.state.intent;
        }
        return { facts: this.facts, state: this.state };
      }
      /** Remembers a path in the repository the session read or edited. */
      noteTouched(file) {
        if (!file.includes("/") || file.startsWith("/") || file.startsWith("~") || file.startsWith("..") || this.options.excluded(file))
          return;
        const touched = this.state.touched ??= [];
        if (!touched.includes(file) && touched.length < MAX_TOUCHED) touched.push(file);
      }
      /** The memory with the paths its bare file names stand for in this session added to `data.files`. */
      withResolvedFiles(fact) {
        if (!this.state.touched) return fact;
        const resolved = resolveBareNames(fact.content, this.state.touched);
        const known = Array.isArray(fact.data?.files) ? fact.data.files.filter((file) => typeof file === "string") : [];
        const added = resolved.filter((path) => !known.includes(path));
        return added.length ? { ...fact, data: { ...fact.data, files: [...known, ...added] } } : fact;
      }
      ledger() {
        return this.state.ledger ??= emptyLedger();
      }
      /**
       * Where every candidate memory goes: the judge keeps or drops it, a restatement of a
       * memory this session already kept is dropped, and a kept decision is remembered so the
       * user can take it back. Plans, activity and explicit tags pass as they are.
       */
      propose(fact, origin) {
        if (!JUDGED_TYPES.has(fact.type)) {
          this.facts.push(fact);
          return;
        }
        let kept = fact;
        if (origin !== "tag" && asks(fact)) return;
        if (!fact.agent) this.retractFixedProblems(fact);
        if (origin !== "tag") {
          if (this.options.judge !== false) {
            const verdict = judge({ type: fact.type, content: fact.content, origin, data: fact.data });
            if (!verdict.keep) return;
            kept = { ...fact, confidence: Math.round(verdict.score * 100) / 100 };
          } else {
            kept = { ...fact, origin };
          }
        }
        if (!kept.agent) kept = this.withResolvedFiles(kept);
        const words3 = contentWords(kept.content);
        const sketches = this.state.kept ??= [];
        if (this.options.judge !== false && sketches.some((sketch) => restates(sketch, kept.type, words3)))
          return;
        sketches.push(`${kept.type} ${[...words3].slice(0, 40).join(" ")}`);
        if (sketches.length > MAX_KEPT) sketches.shift();
        if (kept.type === "decision_made" && !kept.agent) {
          const decisions = this.state.decisions ??= [];
          decisions.push({
            key: kept.key,
            ts: kept.ts,
            ...kept.session ? { session: kept.session } : {},
            words: [...words3].slice(0, 40).join(" ")
          });
          if (decisions.length > MAX_DECISIONS) decisions.shift();
        }
        this.facts.push(kept);
        if (!kept.agent && statesProblem(kept)) {
          const problems = this.state.problems ??= [];
          problems.push({
            key: kept.key,
            ts: kept.ts,
            ...kept.session ? { session: kept.session } : {},
            identifiers: codeIdentifiers(kept.content).slice(0, 12)
          });
          if (problems.length > MAX_PROBLEMS) problems.shift();
        }
      }
      /**
       * Retracts the lessons kept earlier this session that state a problem `fact` reports
       * fixed, naming the same code (fixed-problems.ts): once fixed, "X doesn't match Y" is
       * stale, and what was wrong is the fix's to say. Only forward in time.
       */
      retractFixedProblems(fact) {
        const problems = this.state.problems;
        if (!problems?.length || !reportsFix(fact)) return;
        const names = codeIdentifiers(fact.content);
        for (const problem of [...problems]) {
          if (problem.key === fact.key || problem.ts > fact.ts || !fixesProblem(problem.identifiers, names, true))
            continue;
          problems.splice(problems.indexOf(problem), 1);
          const reason = fixedReason(fact.content, true);
          this.facts.push({
            ...fact,
            key: `${problem.key}\0fixed`,
            type: "memory_retracted",
            content: reason,
            corrects: {
              key: problem.key,
              ts: problem.ts,
              ...problem.session ? { session: problem.session } : {}
            },
            data: { reason, tags: ["capture", "fixed-later"] }
          });
        }
      }
      /** Proposes the candidates held from the assistant's last text: as its report's, or as work in progress. */
      releaseHeld(report) {
        const held = this.state.turn?.held;
        if (!held?.length) return;
        delete this.state.turn.held;
        for (const { fact, origin } of held)
          this.propose(fact, report && origin === "paragraph" ? "report" : origin);
      }
      /** Reads the turn under way as closed (see turns.ts), with the user's next message when there is one. */
      closeTurn(reply) {
        this.releaseHeld(true);
        const turn = this.state.turn;
        delete this.state.turn;
        if (!turn) return;
        const { report } = turn;
        const candidates = readTurn({
          ...turn.request ? { request: turn.request } : {},
          ...report ? { report } : {},
          ...reply ? { reply } : {},
          ...turn.failures ? { failures: turn.failures } : {},
          question: turn.question === true
        });
        for (const candidate of candidates) {
          const provenance = candidate.source === "turn-choice" ? reply : report;
          const fact = {
            ts: candidate.ts,
            ...provenance?.session ? { session: provenance.session } : {},
            ...provenance?.gitBranch !== void 0 ? { gitBranch: provenance.gitBranch } : {},
            ...candidate.record ? { record: candidate.record } : {},
            key: `${candidate.record ?? candidate.ts}\0${candidate.source}\0${candidate.content}`,
            type: candidate.type,
            layer: "keyword",
            content: candidate.content,
            confidence: 0.6,
            data: {
              ...candidate.data,
              tags: [...candidate.data.tags ?? [], candidate.source]
            }
          };
          this.propose(fact, candidate.source);
        }
        if (report) noteReport(this.ledger(), report.text);
      }
      /** The decision kept this session that a reversal is about: the one sharing most of its words. */
      reversedDecision(text) {
        const words3 = contentWords(text);
        let best;
        let score = 0.4;
        for (const decision of this.state.decisions ?? []) {
          const shared = overlap(new Set(decision.words.split(" ")), words3);
          if (shared > score) [best, score] = [decision, shared];
        }
        return best;
      }
      /** Writes the session's outcome as the ledger has it now, when it changed since the last one. */
      emitOutcome(base = {}) {
        if (this.options.agent || base.agent) return;
        const ledger = this.state.ledger;
        const reading = ledger ? outcomeOf(ledger) : void 0;
        const ts = base.ts ?? this.state.lastTimestamp;
        if (!ledger || !reading || !ts || ledger.emitted === reading.content) return;
        ledger.emitted = reading.content;
        this.state.outcomes = (this.state.outcomes ?? 0) + 1;
        const branch = ledger.branches[ledger.branches.length - 1];
        this.facts.push({
          ts,
          ...base.session ?? ledger.session ? { session: base.session ?? ledger.session } : {},
          ...base.gitBranch !== void 0 ? { gitBranch: base.gitBranch } : branch ? { gitBranch: branch } : {},
          ...base.record ? { record: base.record } : {},
          key: `outcome\0${this.state.outcomes}`,
          type: "session_outcome",
          layer: "structural",
          content: reading.content,
          data: reading.data
        });
      }
      agentOf(record) {
        return this.options.agent ?? (record.isSidechain ? record.agentId : void 0);
      }
      provenance(record) {
        const agent = this.agentOf(record);
        return {
          ...record.sessionId ? { session: record.sessionId } : {},
          ...agent ? { agent } : {},
          ...record.gitBranch !== void 0 ? { gitBranch: record.gitBranch } : {}
        };
      }
      paths(record) {
        return {
          repoRoot: this.options.paths.repoRoot,
          ...record.cwd ? { cwd: record.cwd } : this.options.paths.cwd ? { cwd: this.options.paths.cwd } : {}
        };
      }
      read(record, lineKey) {
        this.records++;
        this.firstSession ??= record.sessionId;
        const ts = record.timestamp ?? this.state.lastTimestamp;
        if (record.timestamp) this.state.lastTimestamp = record.timestamp;
        const agent = this.agentOf(record);
        if (record.isSidechain && record.type === "user" && record.parentUuid === null && record.prompt?.trim() === "Warmup" && agent) {
          if (!this.state.skippedAgents.includes(agent)) this.state.skippedAgents.push(agent);
          return;
        }
        if (agent && this.state.skippedAgents.includes(agent)) return;
        if (record.isMeta || ts === void 0) return;
        if (record.isCompactSummary) {
          const text = record.blocks.flatMap((block) => block.type === "text" ? [block.text] : []).join("\n");
          this.readSummary(text, {
            ts,
            ...this.provenance(record),
            ...record.uuid ? { record: record.uuid } : {}
          });
          return;
        }
        if (record.type === "assistant") this.readAssistant(record, ts, messageKey(record, lineKey));
        else if (record.type === "user") this.readUser(record);
      }
      /**
       * Reads a compaction summary (a transcript record, or PostCompact's `compact_summary`):
       * its memories once each, however often later summaries repeat them, and its plan.
       */
      readSummary(text, base) {
        const reading = readCompactSummary(redactPlainText(removePrivateSpans(text)));
        const seen = this.state.summarySeen ??= [];
        for (const memory of reading.memories) {
          if (memory.type === "preference_noted" && this.options.preferences === false) continue;
          const fingerprint = memoryFingerprint(memory.type, memory.content);
          if (seenBefore(fingerprint, seen)) continue;
          seen.push(fingerprint);
          if (memory.type === "error_resolved" && (this.state.fixMarks ?? []).some((marks) => restatesFix(marks, memory.content)))
            continue;
          const origin = memory.section === "userMessages" ? "summary-user" : ["errors", "problems", "concepts", "files"].includes(memory.section) ? `summary-${memory.section}` : "summary-other";
          this.propose(
            {
              ...base,
              key: `summary\0${fingerprint}`,
              type: memory.type,
              layer: "summary",
              content: memory.content,
              confidence: memory.confidence,
              data: memory.data
            },
            origin
          );
        }
        if (!base.agent) {
          const fingerprint = memoryFingerprint(
            "session",
            `${reading.request ?? ""} ${reading.current ?? ""} ${reading.open.join(" ")}`
          );
          if (!seen.includes(fingerprint)) {
            seen.push(fingerprint);
            noteSummary(this.ledger(), {
              ...reading.request ? { request: reading.request } : {},
              ...reading.current ? { current: reading.current } : {},
              pending: reading.open
            });
            this.emitOutcome(base);
          }
        }
        const todos = this.state.todos[base.agent ?? ""] ?? [];
        if (reading.plan && todos.length === 0) {
          const fingerprint = memoryFingerprint("plan_created", reading.plan.content);
          if (!seen.includes(fingerprint)) {
            seen.push(fingerprint);
            const { current } = reading.plan;
            this.facts.push({
              ...base,
              key: `summary\0${fingerprint}`,
              type: "plan_created",
              layer: "summary",
              content: reading.plan.content,
              data: {
                steps: reading.plan.steps,
                ...current ? { plan: `${reading.plan.content}

In progress: ${current}` } : {},
                tags: ["compaction-summary"]
              }
            });
          }
        }
        if (seen.length > MAX_SUMMARY_SEEN) seen.splice(0, seen.length - MAX_SUMMARY_SEEN);
      }
      /** A person's prompt, or what they said rejecting a call: its standing instructions become preferences. */
      readInstructions(text, base, tags) {
        if (this.options.preferences === false) return;
        const seen = this.state.summarySeen ??= [];
        for (const sentence2 of standingInstructions(removePrivateSpans(text))) {
          const fingerprint = memoryFingerprint("preference_noted", sentence2);
          if (!seen.includes(fingerprint)) seen.push(fingerprint);
          if (seen.length > MAX_SUMMARY_SEEN) seen.shift();
          this.propose(
            {
              ...base,
              key: `${base.record ?? base.ts}\0preference\0${sentence2}`,
              type: "preference_noted",
              layer: "structural",
              content: sentence2,
              confidence: 0.8,
              data: { tags }
            },
            tags.includes("rejection") ? "rejection" : "prompt"
          );
        }
      }
      readAssistant(record, ts, key) {
        for (const block of record.blocks) {
          if (block.type === "text") this.readProse(record, ts, key, block.text);
          else if (block.type === "tool_use") {
            if (!this.agentOf(record)) {
              const summing = SUMMING_UP.test(this.state.turn?.report?.text.slice(0, 300) ?? "");
              if (this.state.turn?.report) delete this.state.turn.report;
              this.releaseHeld(summing);
            }
            const call = summarizeToolUse(
              block.id,
              block.name,
              block.input,
              ts,
              record.uuid,
              this.paths(record)
            );
            if (!call) continue;
            if (call.change && call.files?.some((file) => this.options.excluded(file)))
              delete call.change;
            if (!this.agentOf(record)) for (const file of call.files ?? []) this.noteTouched(file);
            if (this.state.intent?.message === key) call.intent = this.state.intent.text;
            let message = this.state.pending.find((pending) => pending.key === key);
            if (!message) {
              message = { key, calls: [], ...this.provenance(record) };
              this.state.pending.push(message);
            }
            if (!message.calls.some((existing) => existing.id === call.id)) message.calls.push(call);
          }
        }
      }
      readProse(record, ts, key, raw) {
        const text = redactPlainText(removePrivateSpans(raw));
        const base = {
          ts,
          ...this.provenance(record),
          ...record.uuid ? { record: record.uuid } : {}
        };
        if (!this.agentOf(record)) {
          const turn = this.state.turn ??= {};
          if (turn.report && turn.report.message !== key && SUMMING_UP.test(turn.report.text.slice(0, 300)))
            this.releaseHeld(true);
          const earlier = turn.report?.message === key ? `${turn.report.text}

` : "";
          const prose = removeMemoryTags(text).replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "");
          turn.report = {
            text: truncate(`${earlier}${prose}`, MAX_REPORT2),
            ts,
            message: key,
            ...this.provenance(record),
            ...record.uuid ? {
              record: turn.report?.message === key && turn.report.record ? turn.report.record : record.uuid
            } : {}
          };
        }
        findMemoryTags(text).forEach((tag, index) => {
          const mapping = MEMORY_KINDS[tag.kind];
          const data = {};
          if (mapping.kind) data.kind = mapping.kind;
          if (mapping.type === "decision_made" || mapping.type === "approach_rejected")
            Object.assign(data, decisionDetails(tag.text));
          if (mapping.type === "approach_rejected") delete data.alternatives;
          if (mapping.type === "plan_created") {
            data.plan = tag.text;
            if (tag.steps) data.steps = tag.steps.map((content) => ({ content, status: "pending" }));
          }
          this.propose(
            {
              ...base,
              key: `${key}\0tag\0${index}\0${tag.text}`,
              type: mapping.type,
              layer: "tag",
              content: tag.text,
              confidence: 1,
              data
            },
            "tag"
          );
        });
        const handoff = this.agentOf(record) ? [] : findHandoffTags(text);
        if (handoff.length) {
          const last2 = (kind) => handoff.filter((tag) => tag.kind === kind).pop()?.text;
          noteHandoff(this.ledger(), {
            ...last2("goal") ? { goal: last2("goal") } : {},
            ...last2("outcome") ? { outcome: last2("outcome") } : {},
            open: handoff.filter((tag) => tag.kind === "open").map((tag) => tag.text)
          });
          this.emitOutcome(base);
        }
        const paragraphs = proseParagraphs(removeMemoryTags(text));
        this.readDiagnosis(paragraphs, record.uuid, this.agentOf(record));
        const agent = this.agentOf(record);
        const candidates = explainingParagraphs(
          removeMemoryTags(text)
        ).map((candidate, index) => ({
          fact: {
            ...base,
            key: `${key}\0paragraph\0${index}\0${candidate.content}`,
            type: candidate.type,
            layer: "keyword",
            content: candidate.content,
            confidence: 0.5,
            data: { ...candidate.data, tags: ["paragraph"] }
          },
          origin: "paragraph"
        }));
        for (const match of matchParagraphs(paragraphs)) {
          const fact = this.readKeyword(match, base, key, agent);
          if (fact) candidates.push({ fact, origin: "prose" });
        }
        if (agent) for (const candidate of candidates) this.propose(candidate.fact, candidate.origin);
        else
          ((this.state.turn ??= {}).held ??= []).push(
            ...candidates.map(({ fact, origin }) => ({
              fact: { ...fact, key: heldKey(fact.key) },
              origin
            }))
          );
        const last = paragraphs[paragraphs.length - 1];
        if (last) this.state.intent = { message: key, text: truncate(last.text, MAX_INTENT) };
      }
      /** After a failure, the assistant's first sentences that state its cause (at most two) go with the failure. */
      readDiagnosis(paragraphs, record, agent) {
        const failure2 = [...this.state.failures].reverse().find((candidate) => candidate.agent === agent);
        if (!failure2 || failure2.diagnosis) return;
        const causes = [];
        for (const paragraph of paragraphs) {
          for (const raw of splitSentences(paragraph.text)) {
            const sentence2 = stripEmphasis(raw).replace(/\s+/g, " ").trim();
            if (causes.length < 2 && isCauseStatement(sentence2))
              causes.push(redactAndTruncate(sentence2, 300));
          }
        }
        if (causes.length === 0) return;
        failure2.diagnosis = causes.join(" ");
        if (record) failure2.diagnosisRecord = record;
      }
      /** A keyword match: a cause or fix goes with the failure it explains; anything else is a candidate, returned. */
      readKeyword(match, base, key, agent) {
        const failure2 = [...this.state.failures].reverse().find((candidate) => candidate.agent === agent);
        if (match.kind === "cause" || match.kind === "fix" && failure2) {
          if (failure2 && (!failure2.diagnosis || match.kind === "fix" && !failure2.hasFix) && !failure2.diagnosis?.includes(match.sentence)) {
            failure2.diagnosis = failure2.diagnosis ? `${failure2.diagnosis} ${match.sentence}` : match.sentence;
            if (match.kind === "fix") failure2.hasFix = true;
          }
          return void 0;
        }
        const fact = {
          ...base,
          key: `${key}\0kw\0${match.sentence}`,
          layer: "keyword",
          content: match.sentence,
          confidence: match.confidence
        };
        const details = { ...match.reason ? { reason: match.reason } : {} };
        switch (match.kind) {
          case "decision": {
            const files = filesNamed(match.sentence);
            return {
              ...fact,
              content: decisionAsFact(match.sentence),
              type: "decision_made",
              data: {
                ...details,
                ...match.alternatives ? { alternatives: match.alternatives } : {},
                ...files.length ? { files } : {}
              }
            };
          }
          case "rejection":
            return { ...fact, type: "approach_rejected", data: details };
          case "fix":
            return {
              ...fact,
              type: "error_resolved",
              data: { ...match.detail ? { fix: match.detail } : {} }
            };
          case "learned": {
            const files = filesNamed(match.sentence);
            return { ...fact, type: "knowledge_acquired", data: files.length ? { files } : {} };
          }
          case "gotcha":
            return { ...fact, type: "knowledge_acquired", data: { kind: "gotcha" } };
        }
        return void 0;
      }
      readUser(record) {
        const results = record.blocks.filter((block) => block.type === "tool_result");
        if (results.length === 0 && record.timestamp) {
          const prompt = record.blocks.flatMap((block) => block.type === "text" ? [block.text] : []).join("\n");
          if (prompt && !/^\[Request interrupted by user/.test(prompt.trim())) {
            const base = {
              ts: record.timestamp,
              ...this.provenance(record),
              ...record.uuid ? { record: record.uuid } : {}
            };
            const clean2 = redactPlainText(removePrivateSpans(prompt));
            if (!this.agentOf(record) && !record.isSidechain) {
              const reply = {
                text: truncate(clean2, MAX_REPORT2),
                ts: record.timestamp,
                ...this.provenance(record),
                ...record.uuid ? { record: record.uuid } : {}
              };
              this.closeTurn(reply);
              this.state.turn = {
                request: reply,
                ...isQuestionAboutTheCode(clean2) ? { question: true } : {}
              };
              noteRequest(this.ledger(), clean2, record.gitBranch);
              this.ledger().session ??= record.sessionId;
            }
            this.readInstructions(clean2, base, ["user-instruction"]);
            if (!this.agentOf(record) && !record.isSidechain) {
              promptStatements(clean2).forEach((candidate, index) => {
                const fact = {
                  ...base,
                  key: `${base.record ?? base.ts}\0prompt\0${index}`,
                  type: candidate.type,
                  layer: "keyword",
                  content: candidate.content,
                  confidence: 0.5,
                  data: { ...candidate.data, tags: [USER_PROMPT_TAG] }
                };
                const reversed = index === 0 && CUES.reversal.test(clean2) ? this.reversedDecision(candidate.content) : void 0;
                if (reversed)
                  this.facts.push({
                    ...fact,
                    key: `${fact.key}\0supersedes`,
                    type: "memory_superseded",
                    corrects: reversed,
                    data: { tags: ["capture", "user-reversal"] }
                  });
                else this.propose(fact, "prompt-statement");
              });
            }
          }
        }
        for (const block of record.blocks) {
          if (block.type === "tool_result") {
            const structured = results.length === 1 ? record.toolUseResult : void 0;
            this.resolve(
              block.toolUseId,
              readOutcome(block.isError, block.head, structured),
              structured,
              record.timestamp,
              { head: block.head, record: record.uuid }
            );
          } else if (block.type === "text" && /^\[Request interrupted by user/.test(block.text.trim())) {
            this.interruptAll();
          }
        }
      }
      /** Marks every unresolved call as interrupted (the user pressed Esc, or the session ended). */
      interruptAll() {
        for (const message of [...this.state.pending]) {
          for (const call of message.calls) call.outcome ??= "interrupted";
          this.completeIfDone(message);
        }
      }
      resolve(id, result, structured, resultTs, output) {
        const message = this.state.pending.find(
          (pending) => pending.calls.some((call2) => call2.id === id)
        );
        const call = message?.calls.find((candidate) => candidate.id === id);
        if (!message || !call || call.outcome) return;
        call.outcome = result.outcome;
        if (result.outcome === "error" && call.name === "Bash" && output) {
          const line = firstErrorLine(output.head);
          if (line) call.errorLine = line;
        }
        if (result.outcome === "error" && (READ_TOOLS.has(call.name) || EDIT_TOOLS.has(call.name)) && output && /\bdoes not exist\b/i.test(output.head))
          call.errorLine = "does not exist";
        if (result.outcome === "rejected" && result.feedback && resultTs) {
          this.readInstructions(
            result.feedback,
            {
              ts: resultTs,
              ...message.session ? { session: message.session } : {},
              ...message.agent ? { agent: message.agent } : {},
              ...message.gitBranch !== void 0 ? { gitBranch: message.gitBranch } : {},
              ...output?.record ? { record: output.record } : {}
            },
            ["user-instruction", "rejection"]
          );
        }
        if (result.outcome === "ok" && call.name === "Bash" && output && !message.agent) {
          for (const commit of commitsPrinted(output.head)) noteCommit(this.ledger(), commit);
        }
        if (result.exitCode !== void 0) call.exitCode = result.exitCode;
        if (result.feedback) call.feedback = result.feedback;
        if (call.name === "Write" && typeof structured === "object" && structured !== null && structured.type === "create")
          call.created = true;
        this.readResolvedCall(message, call, structured, resultTs ?? call.ts);
        this.completeIfDone(message);
      }
      factBase(message, call) {
        return {
          ts: call.ts,
          tool: call.name,
          ...call.record ? { record: call.record } : {},
          ...message.session ? { session: message.session } : {},
          ...message.agent ? { agent: message.agent } : {},
          ...message.gitBranch !== void 0 ? { gitBranch: message.gitBranch } : {}
        };
      }
      /** Events that come from one call as soon as its result is known. */
      readResolvedCall(message, call, structured, resultTs) {
        const base = this.factBase(message, call);
        if (call.outcome === "rejected") {
          if (READ_TOOLS.has(call.name) || SEARCH_TOOLS.has(call.name) || call.name === "TodoWrite" || call.name === "AskUserQuestion")
            return;
          const files = (call.files ?? []).filter((file) => !this.options.excluded(file));
          if (call.files?.length && files.length === 0) return;
          if (call.name === "Bash" && !call.feedback) return;
          const proposal = call.intent ? proposalOf(call.intent) : void 0;
          const content = `The user rejected ${describeCall(call)}${proposal ? `: ${proposal}` : ""}${call.feedback ? ` Reason: ${call.feedback}` : ""}`;
          this.propose(
            {
              ...base,
              key: `${call.id}\0rejected`,
              type: "approach_rejected",
              layer: "structural",
              content: truncate(content.replace(/\s+/g, " "), 800),
              confidence: call.feedback ? 1 : 0.7,
              data: {
                ...call.feedback ? { reason: call.feedback } : {},
                ...files.length ? { files } : {},
                ...call.command ? { tags: ["command"] } : {}
              }
            },
            "rejection"
          );
          return;
        }
        if (call.outcome === "interrupted") return;
        switch (call.name) {
          case "Bash":
            this.readCommand(message, call, resultTs);
            return;
          case "TodoWrite":
            if (call.outcome === "ok") this.readTodoWrite(message, call, structured);
            return;
          case "ExitPlanMode":
            if (call.outcome === "ok" && call.plan) {
              const steps = planSteps(call.plan);
              this.facts.push({
                ...base,
                key: `${call.id}\0plan`,
                type: "plan_created",
                layer: "structural",
                content: `Plan approved: ${planTitle(call.plan)}`,
                // Steps even when there are none: the plan's bullets were prose, and a projection must not read them as steps.
                data: { plan: call.plan, steps }
              });
            }
            return;
          case "AskUserQuestion":
            if (call.outcome === "ok") {
              for (const { question, answer } of readAnswers(structured)) {
                this.propose(
                  {
                    ...base,
                    key: `${call.id}\0answer\0${question}`,
                    type: "decision_made",
                    layer: "structural",
                    content: `${question} The user chose: ${answer}`,
                    data: { tags: ["user-answer"] }
                  },
                  "turn-choice"
                );
              }
            }
            return;
          case "Glob":
          case "Grep":
            if (call.outcome === "ok" && !(call.searchPath && this.options.excluded(call.searchPath))) {
              const where = call.searchPath && call.searchPath !== "." ? ` in ${call.searchPath}` : "";
              const filter = call.glob ? ` (${call.glob})` : "";
              this.facts.push({
                ...base,
                key: `${call.id}\0search`,
                type: "file_explored",
                layer: "structural",
                content: call.name === "Glob" ? `Looked for files matching \`${call.pattern}\`${where}` : `Searched for \`${call.pattern}\`${where}${filter}`,
                data: {
                  pattern: call.pattern,
                  ...call.searchPath ? { files: [call.searchPath] } : {}
                }
              });
            }
            return;
          default:
            if (READ_TOOLS.has(call.name) || EDIT_TOOLS.has(call.name))
              this.readFileCall(message, call, base);
            if (EDIT_TOOLS.has(call.name) && call.outcome === "ok" && !message.agent) {
              for (const file of call.files ?? []) {
                if (/\.(?:md|mdx|markdown)$/i.test(file) && !/^(?:\.cortex|\.claude|\.\.)\//.test(file) && !file.startsWith("/") && !this.options.excluded(file)) {
                  noteDoc(this.ledger(), { path: file, ...call.title ? { title: call.title } : {} });
                }
              }
            }
            if (EDIT_TOOLS.has(call.name) && call.outcome === "ok") {
              for (const failure2 of this.state.failures) {
                if (failure2.agent !== message.agent) continue;
                for (const file2 of call.files ?? [])
                  if (!failure2.files.includes(file2)) failure2.files.push(file2);
                const file = call.files?.[0];
                if (!file || this.options.excluded(file)) continue;
                const changes = failure2.changes ??= [];
                const known = changes.some(
                  (change) => change.file === file && change.change === call.change
                );
                if (call.change && (known || changes.length < MAX_CHANGES)) {
                  if (!known) changes.push({ file, change: call.change });
                } else {
                  const larger = failure2.largerIn ??= [];
                  if (!larger.includes(file)) larger.push(file);
                }
              }
            }
        }
      }
      /**
       * A path that was not there, then the file meant (the same name in another case or folder,
       * or another extension): where the file is, so the next session does not guess wrong too.
       */
      readFileCall(message, call, base) {
        const file = call.files?.[0];
        if (!file || this.options.excluded(file)) return;
        const missing = this.state.missingFiles ??= [];
        const agent = message.agent ?? "";
        if (call.outcome === "error" && call.errorLine === "does not exist") {
          if (!missing.some((entry2) => entry2.file === file && entry2.agent === agent))
            missing.push({ file, agent });
          if (missing.length > MAX_MISSING_FILES) missing.shift();
          return;
        }
        if (call.outcome !== "ok" || call.name === "Write") return;
        const index = missing.findIndex(
          (entry2) => entry2.agent === agent && entry2.file !== file && sameFileMeant(entry2.file, file)
        );
        if (index < 0) return;
        const [entry] = missing.splice(index, 1);
        this.facts.push({
          ...base,
          key: `${call.id}\0path`,
          type: "knowledge_acquired",
          layer: "structural",
          content: filePathText(entry.file, file, caseNote(entry.file, file)),
          data: { kind: "gotcha", files: [file], tags: [FILE_PATH_TAG] }
        });
      }
      readCommand(message, call, resultTs) {
        const command = call.command;
        const recorded = isRecordedCommand(call);
        const base = this.factBase(message, call);
        const shellDirs = this.state.shellDirs ??= {};
        const shellKey = message.agent ?? "";
        const shellDir = shellDirs[shellKey];
        const missing = call.outcome === "error" && call.errorLine ? missingCdTarget(call.errorLine) : void 0;
        const cdFailure = missing === void 0 ? void 0 : cdCause(shellDir, missing);
        if (missing === void 0 && (call.outcome === "ok" || call.outcome === "error")) {
          const after = shellDirAfter(shellDir, command, call.outcome === "error");
          if (after === void 0) delete shellDirs[shellKey];
          else shellDirs[shellKey] = after;
        }
        if (recorded && (call.outcome === "ok" || call.outcome === "error")) {
          const exitCode = call.outcome === "ok" ? 0 : call.exitCode;
          this.facts.push({
            ...base,
            key: `${call.id}\0command`,
            type: "command_run",
            layer: "structural",
            content: `Ran ${quoteCommand(command)}${call.outcome === "error" ? ` (failed${exitCode !== void 0 ? `, exit code ${exitCode}` : ""})` : ""}${call.description ? `: ${call.description}` : ""}`,
            data: {
              command,
              ...exitCode !== void 0 ? { exitCode } : {},
              ...call.description ? { description: call.description } : {}
            }
          });
        }
        if (!recorded) return;
        const agent = message.agent;
        if (call.outcome === "ok" && !this.state.failures.some((failure3) => failure3.agent === agent))
          return;
        const key = retryKey(command);
        const index = this.state.failures.findIndex(
          (failure3) => failure3.key === key && failure3.agent === agent
        );
        if (call.outcome === "error") {
          if (!agent) {
            const turn = this.state.turn ??= {};
            const failures = turn.failures ??= [];
            failures.push(
              `${quoteCommand(command, 120)} failed${call.errorLine ? `: ${call.errorLine}` : ""}`
            );
            if (failures.length > 5) failures.shift();
          }
          if (index >= 0) {
            const failure3 = this.state.failures[index];
            failure3.command = command;
            if (call.exitCode !== void 0) failure3.exitCode = call.exitCode;
            else delete failure3.exitCode;
            if (call.errorLine) failure3.errorLine = call.errorLine;
            if (cdFailure && !failure3.diagnosis) failure3.diagnosis = cdFailure;
            failure3.attempts = (failure3.attempts ?? 1) + 1;
            delete failure3.changes;
            delete failure3.largerIn;
          } else {
            this.state.failures.push({
              key,
              command,
              files: [],
              ...call.exitCode !== void 0 ? { exitCode: call.exitCode } : {},
              ...call.errorLine ? { errorLine: call.errorLine } : {},
              ...agent ? { agent } : {},
              ...cdFailure ? { diagnosis: cdFailure } : {}
            });
            if (this.state.failures.length > MAX_FAILURES) this.state.failures.shift();
          }
          return;
        }
        if (call.outcome !== "ok" || index < 0) return;
        const pending = this.state.failures[index];
        if (droppedArguments(pending.command, command).length > 0) return;
        this.state.failures.splice(index, 1);
        const failure2 = pending;
        const changed = failure2.command.trim() !== command.trim();
        const files = failure2.files.filter((file) => !this.options.excluded(file));
        if (files.length === 0 && !changed && !failure2.diagnosis) return;
        const runAnotherWay = commandChanged(failure2.command, command) || withoutPlumbing(failure2.command) !== withoutPlumbing(command);
        const signature = `${key}\0${(failure2.errorLine ?? "").toLowerCase().replace(/[\d:]+/g, "#")}`;
        const resolved = this.state.resolvedFixes ??= [];
        if (resolved.includes(signature)) return;
        resolved.push(signature);
        if (resolved.length > MAX_RESOLVED) resolved.shift();
        if ((failure2.attempts ?? 1) === 1 && !failure2.diagnosis && failure2.errorLine && COMPILER_SLIP.test(failure2.errorLine))
          return;
        const marks = this.state.fixMarks ??= [];
        marks.push(fixMarks(failure2.errorLine, failure2.diagnosis));
        if (marks.length > MAX_FIX_MARKS) marks.shift();
        const said = saidChanges(failure2, files.length);
        const fixParts = [
          files.length ? `changes to ${files.slice(0, 8).join(", ")}${files.length > 8 ? ` and ${files.length - 8} more` : ""}${said}` : "",
          runAnotherWay ? `running it as ${quoteCommand(command)}` : ""
        ].filter(Boolean);
        const fix = fixParts.join(", and ");
        const failed = `${quoteCommand(failure2.command)} failed${failure2.errorLine ? `: ${failure2.errorLine.replace(/[.\s]+$/, "")}` : failure2.exitCode !== void 0 ? ` (exit code ${failure2.exitCode})` : ""}`;
        const cause = failure2.diagnosis ? ` Cause: ${failure2.diagnosis.replace(/\s+$/, "")}` : "";
        this.propose(
          {
            ...base,
            ts: resultTs,
            // Where the cause was stated is where the memory is; else the passing run.
            ...failure2.diagnosisRecord ? { record: failure2.diagnosisRecord } : {},
            key: `${call.id}\0resolved`,
            type: "error_resolved",
            layer: "structural",
            content: truncate(
              `${failed}.${cause}${/[.!]$/.test(cause) || cause === "" ? "" : "."} Fixed by ${fix || "running it again"}.`,
              800
            ),
            data: {
              // The command that failed; a pass run another way is in the fix ("running it as …").
              command: failure2.command,
              ...failure2.errorLine ? { error: failure2.errorLine } : failure2.exitCode !== void 0 ? { error: `exit code ${failure2.exitCode}` } : {},
              ...failure2.diagnosis ? { cause: failure2.diagnosis } : {},
              ...fix ? { fix } : {},
              ...files.length ? { files } : {}
            }
          },
          "episode"
        );
      }
      readTodoWrite(message, call, structured) {
        const agentKey = message.agent ?? "";
        const structuredOld = typeof structured === "object" && structured !== null ? readTodos(structured.oldTodos) : void 0;
        const structuredNew = typeof structured === "object" && structured !== null ? readTodos(structured.newTodos) : void 0;
        const previous = structuredOld ?? this.state.todos[agentKey] ?? [];
        const next = call.todos ?? structuredNew;
        if (!next) return;
        this.state.todos[agentKey] = next;
        const base = this.factBase(message, call);
        const sameSteps = previous.length === next.length && previous.every((step, index) => step.content === next[index].content);
        if (!sameSteps && next.length > 0) {
          const revised = previous.length > 0;
          const list = next.map((step) => step.content).join("; ");
          this.facts.push({
            ...base,
            key: `${call.id}\0plan`,
            type: "plan_created",
            layer: "structural",
            content: truncate(
              `${revised ? "Plan revised" : "Plan"} (${next.length} step${next.length === 1 ? "" : "s"}): ${list}`,
              600
            ),
            data: { steps: next }
          });
        }
        const wasDone = new Set(
          previous.filter((step) => step.status === "completed").map((step) => step.content)
        );
        for (const step of next) {
          if (step.status !== "completed" || wasDone.has(step.content)) continue;
          this.facts.push({
            ...base,
            key: `${call.id}\0done\0${step.content}`,
            type: "plan_step_completed",
            layer: "structural",
            content: `Completed: ${step.content}`,
            data: { step: step.content }
          });
        }
      }
      /** Once every call of a message is resolved: one event for its reads, one for its edits. */
      completeIfDone(message) {
        if (message.calls.some((call) => !call.outcome)) return;
        this.state.pending = this.state.pending.filter((pending) => pending !== message);
        const done = (names) => message.calls.filter((call) => names.has(call.name) && call.outcome === "ok");
        const unique = (calls) => [...new Set(calls.flatMap((call) => call.files ?? []))].filter(
          (file) => !this.options.excluded(file)
        );
        const edits = done(EDIT_TOOLS);
        const edited = unique(edits);
        if (edited.length > 0) {
          const created = new Set(unique(edits.filter((call) => call.created)));
          const createdList = edited.filter((file) => created.has(file));
          const editedList = edited.filter((file) => !created.has(file));
          const parts = [
            createdList.length ? `Created ${createdList.join(", ")}` : "",
            editedList.length ? `${createdList.length ? "edited" : "Edited"} ${editedList.join(", ")}` : ""
          ].filter(Boolean);
          const tools = [...new Set(edits.map((call) => call.name))];
          const { tool: _first, ...base } = this.factBase(message, edits[0]);
          this.facts.push({
            ...base,
            // Named only when every edit used the same tool.
            ...tools.length === 1 ? { tool: tools[0] } : {},
            key: `${message.key}\0modified`,
            type: "file_modified",
            layer: "structural",
            content: truncate(parts.join("; "), 600),
            data: { files: edited, ...createdList.length ? { created: createdList } : {} }
          });
        }
        const reads = done(READ_TOOLS);
        const read = unique(reads);
        if (read.length > 0) {
          this.facts.push({
            ...this.factBase(message, reads[0]),
            key: `${message.key}\0read`,
            type: "file_explored",
            layer: "structural",
            content: truncate(`Read ${read.join(", ")}`, 600),
            data: { files: read }
          });
        }
      }
    };
  }
});

// src/capture/cursor.ts
function fnv1a(parts) {
  let a = 2166136261;
  let b = 84696351;
  for (const bytes of parts) {
    for (let i = 0; i < bytes.length; i++) {
      a = Math.imul(a ^ bytes[i], 16777619);
      b = Math.imul(b ^ bytes[i], 16777619);
      b ^= b >>> 13;
    }
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
function cursorFile(paths, transcriptPath) {
  return (0, import_node_path13.join)(captureDir(paths), `${fnv1a([Buffer.from((0, import_node_path13.resolve)(transcriptPath))])}.ndjson`);
}
function emptyCursor(transcriptPath) {
  return {
    transcript: (0, import_node_path13.resolve)(transcriptPath),
    offset: 0,
    fingerprint: "",
    revision: 0,
    captured: [],
    files: [],
    state: initialState()
  };
}
function isState(value) {
  return isPlainObject2(value) && Array.isArray(value.pending) && isPlainObject2(value.todos) && Array.isArray(value.failures) && Array.isArray(value.skippedAgents);
}
function readEntry(line, transcript) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return void 0;
  }
  if (!isPlainObject2(value) || value.v !== FORMAT || value.transcript !== transcript || typeof value.offset !== "number" || !Number.isInteger(value.offset) || value.offset < 0 || typeof value.fingerprint !== "string" || !Array.isArray(value.added) || !value.added.every((id) => typeof id === "string") || value.files !== void 0 && !(Array.isArray(value.files) && value.files.every((file) => typeof file === "string")) || !isState(value.state)) {
    return void 0;
  }
  return {
    offset: value.offset,
    fingerprint: value.fingerprint,
    added: value.added,
    files: value.files ?? [],
    state: value.state
  };
}
function readCursor(paths, transcriptPath) {
  const cursor = emptyCursor(transcriptPath);
  let text;
  try {
    text = (0, import_node_fs12.readFileSync)(cursorFile(paths, transcriptPath), "utf8");
  } catch {
    return cursor;
  }
  cursor.revision = Buffer.byteLength(text);
  const captured = /* @__PURE__ */ new Set();
  const files = /* @__PURE__ */ new Set();
  const lines = text.split("\n");
  if (lines[lines.length - 1] !== "") cursor.torn = true;
  for (const line of lines) {
    const entry = line ? readEntry(line, cursor.transcript) : void 0;
    if (!entry) continue;
    for (const id of entry.added) captured.add(id);
    for (const file of entry.files) files.add(file);
    cursor.offset = entry.offset;
    cursor.fingerprint = entry.fingerprint;
    cursor.state = entry.state;
  }
  cursor.captured = [...captured];
  cursor.files = [...files];
  return cursor;
}
function cursorRevision(paths, transcriptPath) {
  try {
    return (0, import_node_fs12.statSync)(cursorFile(paths, transcriptPath)).size;
  } catch {
    return 0;
  }
}
function writeCursor(paths, previous, next, options = {}) {
  const file = cursorFile(paths, next.transcript);
  const known = new Set(previous.captured);
  const knownFiles = new Set(previous.files);
  const line = (added, files) => JSON.stringify({
    v: FORMAT,
    transcript: next.transcript,
    offset: next.offset,
    fingerprint: next.fingerprint,
    added,
    files,
    state: next.state
  }) + "\n";
  if (previous.revision > COMPACT_BYTES || options.rewrite) {
    writeFileAtomic(file, line(next.captured, next.files), { makeFolder: true });
    return;
  }
  const text = line(
    next.captured.filter((id) => !known.has(id)),
    next.files.filter((name) => !knownFiles.has(name))
  );
  try {
    (0, import_node_fs12.appendFileSync)(file, text);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    (0, import_node_fs12.mkdirSync)(captureDir(paths), { recursive: true });
    (0, import_node_fs12.appendFileSync)(file, text);
  }
}
function fingerprintAt(fd, offset) {
  if (offset === 0) return "";
  const headLength = Math.min(SAMPLE_BYTES, offset);
  const tailLength = Math.min(SAMPLE_BYTES, offset);
  const head = Buffer.alloc(headLength);
  const tail = Buffer.alloc(tailLength);
  (0, import_node_fs12.readSync)(fd, head, 0, headLength, 0);
  (0, import_node_fs12.readSync)(fd, tail, 0, tailLength, offset - tailLength);
  return `${offset}:${fnv1a([head, tail])}`;
}
var import_node_fs12, import_node_path13, FORMAT, SAMPLE_BYTES, COMPACT_BYTES;
var init_cursor = __esm({
  "src/capture/cursor.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_path13 = require("node:path");
    init_check();
    init_paths();
    init_extract();
    init_files();
    FORMAT = 1;
    SAMPLE_BYTES = 1024;
    COMPACT_BYTES = 256 * 1024;
  }
});

// src/capture/facts.ts
function branchOf(fact, context) {
  if (fact.gitBranch === void 0 || fact.gitBranch === "") return context.branch();
  return fact.gitBranch === "HEAD" ? null : fact.gitBranch;
}
function factsToEvents(facts, context, invalid = () => {
}) {
  return facts.flatMap((fact) => {
    try {
      return [factToEvent(fact, context)];
    } catch (error) {
      invalid(fact, error);
      return [];
    }
  });
}
function factToEvent(fact, context) {
  const session = fact.session ?? context.session;
  const source2 = {
    layer: fact.layer,
    ...fact.tool ? { tool: fact.tool } : {},
    ...fact.record ? { record: fact.record } : {},
    ...fact.agent ? { agent: fact.agent } : {}
  };
  const refs = fact.corrects ? [
    deriveEventId(
      Date.parse(fact.corrects.ts),
      `${fact.corrects.session ?? session}\0\0${fact.corrects.key}`
    )
  ] : void 0;
  return makeEvent({
    id: deriveEventId(Date.parse(fact.ts), `${session}\0${fact.agent ?? ""}\0${fact.key}`),
    ...refs ? { refs } : {},
    ts: fact.ts,
    type: fact.type,
    session,
    branch: branchOf(fact, context),
    author: context.author,
    content: fact.content,
    source: source2,
    ...fact.confidence !== void 0 ? { confidence: fact.confidence } : {},
    data: fact.data
  });
}
var init_facts = __esm({
  "src/capture/facts.ts"() {
    "use strict";
    init_envelope();
    init_id();
  }
});

// src/redaction/custom-patterns.ts
function patternTimeLimitMs(chars) {
  return 200 + Math.ceil(chars / 2e4);
}
function matchWithTimeLimit(source2, texts, timeoutMs) {
  sandbox ??= { context: import_node_vm.default.createContext({}), script: new import_node_vm.default.Script(MATCHER) };
  sandbox.context.source = source2;
  sandbox.context.texts = texts;
  try {
    return sandbox.script.runInContext(sandbox.context, { timeout: timeoutMs });
  } finally {
    sandbox.context.texts = void 0;
  }
}
function overBroadReason(source2) {
  let found;
  try {
    found = matchWithTimeLimit(source2, PLAIN_TEXT, 200);
  } catch {
    return void 0;
  }
  const total = PLAIN_TEXT.reduce((sum, text) => sum + text.length, 0);
  let matched = 0;
  for (const list of found)
    for (let i = 0; i < list.length; i += 2) matched += list[i + 1] - list[i];
  const share = matched / total;
  return share > MAX_PLAIN_SHARE ? `it matches ${Math.round(share * 100)}% of ordinary text with no secret in it, so it would redact memories wholesale; a pattern must match the secret alone` : void 0;
}
function badPatternsFile2(paths) {
  return badPatternsFile(paths);
}
function readBadPatterns(paths) {
  try {
    const value = JSON.parse(readTextIfExists(badPatternsFile2(paths)) ?? "{}");
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
function customPatternScanner(paths, patterns) {
  if (patterns.length === 0) return void 0;
  return (texts) => {
    const ranges = texts.map(() => []);
    const problems = [];
    const bad = readBadPatterns(paths);
    let newlyBad = false;
    const chars = texts.reduce((sum, text) => sum + text.length, 0);
    for (const source2 of patterns) {
      if (bad[source2] !== void 0) {
        problems.push(`redaction pattern ${JSON.stringify(source2)} is not used: ${bad[source2]}`);
        continue;
      }
      const broad = overBroadReason(source2);
      if (broad !== void 0) {
        bad[source2] = broad;
        newlyBad = true;
        problems.push(
          `redaction pattern ${JSON.stringify(source2)} is not used: ${broad}; fix it in .cortex/config.json`
        );
        continue;
      }
      let found;
      try {
        found = matchWithTimeLimit(source2, texts, patternTimeLimitMs(chars));
      } catch (error) {
        const timedOut = error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
        const reason = timedOut ? `it ran longer than ${patternTimeLimitMs(chars)} ms on ${chars} characters (catastrophic backtracking?)` : `it failed: ${error.message}`;
        bad[source2] = reason;
        newlyBad = true;
        problems.push(
          `redaction pattern ${JSON.stringify(source2)} is not used: ${reason}; fix it in .cortex/config.json`
        );
        continue;
      }
      found.forEach((list, index) => {
        for (let i = 0; i < list.length; i += 2)
          ranges[index].push({ start: list[i], end: list[i + 1], kind: "custom" });
      });
    }
    if (newlyBad) {
      try {
        writeFileAtomic(badPatternsFile2(paths), JSON.stringify(bad, null, 2) + "\n", {
          makeFolder: true
        });
      } catch {
      }
    }
    return { ranges, problems };
  };
}
var import_node_vm, MATCHER, sandbox, PLAIN_TEXT, MAX_PLAIN_SHARE;
var init_custom_patterns = __esm({
  "src/redaction/custom-patterns.ts"() {
    "use strict";
    import_node_vm = __toESM(require("node:vm"), 1);
    init_paths();
    init_files();
    MATCHER = `(function (source, texts) {
  const pattern = new RegExp(source, 'g');
  const out = [];
  for (const text of texts) {
    const found = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0] === '') { pattern.lastIndex++; continue; }
      found.push(match.index, match.index + match[0].length);
    }
    out.push(found);
  }
  return out;
})(source, texts)`;
    PLAIN_TEXT = [
      "Use SQLite for the local cache because it needs no server and the CLI must work offline.",
      "The test failed with a timeout; the fix was to raise it to 30 seconds in vitest.config.ts.",
      "Rejected Redis: it needs a daemon. Plan: add the cache module, then document it in the README."
    ];
    MAX_PLAIN_SHARE = 0.2;
  }
});

// src/events/append-only-file.ts
function checkAppendOnlyFile(file, mark, fingerprint) {
  const stat = typeof file === "number" ? (0, import_node_fs13.fstatSync)(file) : (0, import_node_fs13.statSync)(file);
  const change = classifyAppendOnly(mark, stat, (length) => {
    if (typeof file === "number") return fingerprint(file, length);
    const fd = (0, import_node_fs13.openSync)(file, "r");
    try {
      return fingerprint(fd, length);
    } finally {
      (0, import_node_fs13.closeSync)(fd);
    }
  });
  return { change, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
}
var import_node_fs13;
var init_append_only_file = __esm({
  "src/events/append-only-file.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs");
    init_append_only();
  }
});

// src/capture/transcript-file.ts
function isCompleteJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
function readTranscriptLines(path, mark, options, visit) {
  const kind = (0, import_node_fs14.statSync)(path);
  if (!kind.isFile() && !kind.isDirectory()) {
    throw new Error(
      `not a regular file (${kind.isFIFO() ? "a FIFO" : kind.isCharacterDevice() || kind.isBlockDevice() ? "a device" : kind.isSocket() ? "a socket" : "not a file"}); refused`
    );
  }
  const fd = (0, import_node_fs14.openSync)(path, "r");
  try {
    const start = mark.offset;
    const { change, size } = checkAppendOnlyFile(fd, mark, fingerprintAt);
    const result = {
      end: start,
      size,
      change,
      fingerprintAtEnd: mark.fingerprint,
      lines: 0,
      oversized: 0,
      incompleteBytes: 0
    };
    if (change === "rewritten" || change === "replaced") return result;
    let position = start;
    let carry = Buffer.alloc(0);
    let carryStart = start;
    let skipping = false;
    let skippedFrom = 0;
    const take = (text, offset) => {
      result.lines++;
      visit(text, offset);
    };
    while (position < size) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
      const got = (0, import_node_fs14.readSync)(fd, chunk, 0, chunk.length, position);
      if (got <= 0) break;
      position += got;
      const buffer = carry.length ? Buffer.concat([carry, chunk.subarray(0, got)]) : chunk.subarray(0, got);
      let lineStart = 0;
      for (let newline = buffer.indexOf(10); newline !== -1; newline = buffer.indexOf(10, lineStart)) {
        if (skipping) skipping = false;
        else if (options.skip?.(buffer, lineStart, newline)) result.lines++;
        else take(buffer.toString("utf8", lineStart, newline), carryStart + lineStart);
        lineStart = newline + 1;
        result.end = carryStart + lineStart;
      }
      carry = buffer.subarray(lineStart);
      carryStart += lineStart;
      if (carry.length > MAX_LINE_BYTES) {
        if (!skipping) {
          result.oversized++;
          skippedFrom = carryStart;
        }
        skipping = true;
        carryStart += carry.length;
        carry = Buffer.alloc(0);
      }
    }
    if (carry.length > 0 && !skipping) {
      const text = carry.toString("utf8");
      if (options.final && isCompleteJson(text)) {
        take(text, carryStart);
        result.end = size;
      } else {
        result.incompleteBytes = carry.length;
      }
    } else if (skipping) {
      result.incompleteBytes = size - skippedFrom;
    }
    if (result.end !== start) result.fingerprintAtEnd = fingerprintAt(fd, result.end);
    return result;
  } finally {
    (0, import_node_fs14.closeSync)(fd);
  }
}
var import_node_fs14, MAX_LINE_BYTES, CHUNK_BYTES;
var init_transcript_file = __esm({
  "src/capture/transcript-file.ts"() {
    "use strict";
    import_node_fs14 = require("node:fs");
    init_append_only_file();
    init_cursor();
    MAX_LINE_BYTES = 32 * 1024 * 1024;
    CHUNK_BYTES = 4 * 1024 * 1024;
  }
});

// src/capture/unfinished.ts
function openDir(paths) {
  return (0, import_node_path14.join)(captureDir(paths), "open");
}
function markUnfinished(paths, transcriptPath) {
  const marker = (0, import_node_path14.join)(openDir(paths), (0, import_node_path14.basename)(cursorFile(paths, transcriptPath)));
  try {
    (0, import_node_fs15.statSync)(marker);
    return;
  } catch {
  }
  (0, import_node_fs15.mkdirSync)(openDir(paths), { recursive: true });
  (0, import_node_fs15.closeSync)((0, import_node_fs15.openSync)(marker, "a"));
}
function markFinished(paths, transcriptPath) {
  (0, import_node_fs15.rmSync)((0, import_node_path14.join)(openDir(paths), (0, import_node_path14.basename)(cursorFile(paths, transcriptPath))), { force: true });
}
var import_node_fs15, import_node_path14;
var init_unfinished = __esm({
  "src/capture/unfinished.ts"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    import_node_path14 = require("node:path");
    init_paths();
    init_cursor();
  }
});

// src/capture/transcript-capture.ts
function formatBytes(bytes) {
  return bytes >= MiB ? `${(bytes / MiB).toFixed(1)} MB` : `${bytes} bytes`;
}
function readNewLines(path, cursor, options, final, result) {
  let extractor = new Extractor(cursor.state, options);
  const visit = (line, offset) => extractor.readLine(line, offset);
  const read = readTranscriptLines(
    path,
    { offset: cursor.offset, fingerprint: cursor.fingerprint },
    { final, skip: isSkippedRecord },
    visit
  );
  if (read.change === "grown" || read.change === "unchanged")
    return { extractor, read, start: cursor.offset };
  result.notes.push(
    `${path} shrank or was rewritten since it was last read; reading it again from the start`
  );
  extractor = new Extractor(initialState(), options);
  return {
    extractor,
    read: readTranscriptLines(path, NOTHING_READ, { final, skip: isSkippedRecord }, visit),
    start: 0
  };
}
function reportRead(path, { extractor, read, start }, final, result) {
  const plural2 = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
  if (extractor.unreadable.length > 0) {
    const first = extractor.unreadable[0];
    result.problems.push(
      `${plural2(extractor.unreadable.length, "line")} of ${path} skipped: not transcript records (first at byte ${first.offset}: ${first.reason})`
    );
  }
  if (read.oversized > 0)
    result.problems.push(`${plural2(read.oversized, "line")} of ${path} longer than 32 MB skipped`);
  if (read.incompleteBytes > MiB || final && read.incompleteBytes > 0) {
    result.problems.push(
      `${path} ends in an unfinished line (${formatBytes(read.incompleteBytes)} without a newline); it is read once it is complete`
    );
  }
  if (read.lines > 0 && extractor.records === 0 && extractor.unreadable.length === 0 && start === 0) {
    result.notes.push(`${path} holds no conversation records (${read.lines} lines)`);
  }
}
function isLostFile(project, file) {
  if ((0, import_node_fs16.existsSync)((0, import_node_path16.join)(project.repo.root, file))) return false;
  const commits = gitOutput(project.repo.root, ["log", "--all", "-1", "--format=%H", "--", file]);
  return commits !== void 0 && commits.trim() === "";
}
async function captureTranscript(project, options) {
  const path = (0, import_node_path15.resolve)(options.transcriptPath);
  const result = {
    appended: [],
    bytesRead: 0,
    lines: 0,
    problems: [],
    notes: [],
    localFiles: []
  };
  let cursor = readCursor(project.paths, path);
  const lost = cursor.files.filter((file) => isLostFile(project, file));
  if (lost.length) {
    result.notes.push(
      `${lost.join(", ")} was removed before it was committed; ${path} is read again from its start to capture what it held`
    );
    cursor = { ...emptyCursor(path), revision: cursor.revision };
  }
  const extractOptions = {
    paths: { repoRoot: project.repo.root },
    excluded: pathMatcher(project.config.redaction.excludePaths),
    preferences: project.config.capture.preferences,
    ...options.agentId ? { agent: options.agentId } : {}
  };
  let fresh;
  try {
    fresh = readNewLines(path, cursor, extractOptions, options.final, result);
  } catch (error) {
    const code = error.code;
    result.problems.push(
      `cannot read transcript ${path}: ${code === "ENOENT" ? "no such file" : code ?? error.message}`
    );
    return result;
  }
  const { extractor, read, start } = fresh;
  result.bytesRead = read.end - start;
  result.lines = read.lines;
  reportRead(path, fresh, options.final, result);
  if (options.compactSummary?.trim()) {
    extractor.readSummary(options.compactSummary, {
      ts: options.now.toISOString(),
      ...options.session ? { session: options.session } : {}
    });
  }
  if (start === cursor.offset && read.end === start && !options.final && extractor.facts.length === 0)
    return result;
  const extracted = extractor.finish(options.final);
  const redaction = await redactValues(
    [extracted.facts.map((fact) => ({ content: fact.content, data: fact.data })), extracted.state],
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      // Imported only when the pre-filter has seen a candidate: the library is most of a hook's possible cost.
      library: async (text) => (await Promise.resolve().then(() => __toESM(require("./secretlint.js"), 1))).lintSecretRanges(text)
    }
  );
  if (redaction.outcome.libraryProblem) result.problems.push(redaction.outcome.libraryProblem);
  result.problems.push(...redaction.outcome.patternProblems ?? []);
  const [redactedParts, redactedState] = redaction.values;
  const facts = extracted.facts.map((fact, index) => ({
    ...fact,
    ...redactedParts[index]
  }));
  const session = options.session ?? extractor.firstSession ?? (0, import_node_path15.basename)(path).replace(/\.jsonl$/i, "");
  let branch;
  const events = factsToEvents(
    facts,
    {
      session,
      branch: () => branch === void 0 ? branch = readHead(project.repo).branch : branch,
      author: options.author !== void 0 ? options.author : captureAuthor(project, { refresh: options.refreshAuthor })
    },
    (fact, error) => result.problems.push(`a ${fact.type} from ${path} was left out: ${error.message}`)
  );
  const captured = new Set(cursor.captured);
  const written = readWriterFileIds(project.paths, session);
  const newEvents = [];
  for (const event of events) {
    if (captured.has(event.id) || options.knownIds?.has(event.id) || written.has(event.id))
      continue;
    captured.add(event.id);
    newEvents.push(event);
  }
  withFileLock(`${cursorFile(project.paths, path)}.lock`, () => {
    if (cursorRevision(project.paths, path) !== cursor.revision) {
      result.notes.push(
        `${path} was captured by another hook at the same time; its capture stands`
      );
      return;
    }
    const since = newEvents.reduce(
      (least, event) => Math.min(least, Date.parse(event.ts) || least),
      Number.POSITIVE_INFINITY
    );
    const shared = newEvents.filter((event) => EVENT_TYPES[event.type].category !== "activity");
    const local2 = newEvents.filter((event) => EVENT_TYPES[event.type].category === "activity");
    let present;
    const appended = appendEvents(project.paths, headReader(project.repo), shared, {
      writer: session,
      now: options.now,
      entropy: options.entropy ?? (() => (0, import_node_crypto6.randomBytes)(10)),
      knownIds: () => present = readEventIdsSince(project.paths, Number.isFinite(since) ? since : 0)
    });
    const localPresent = local2.length ? present ?? readEventIdsSince(project.paths, Number.isFinite(since) ? since : 0) : void 0;
    const kept = appendLocalEvents(
      project.paths,
      session,
      localPresent ? local2.filter((event) => !localPresent.has(event.id)) : local2
    );
    if (appended.file) result.file = appended.file;
    result.appended = newEvents.filter(
      (event) => EVENT_TYPES[event.type].category === "activity" ? kept.ids.has(event.id) : !present?.has(event.id)
    );
    const files = [
      .../* @__PURE__ */ new Set([...cursor.files, ...appended.file ? [appended.file] : [], ...kept.files])
    ];
    result.localFiles = files.filter(isLocalEventFile);
    writeCursor(
      project.paths,
      cursor,
      {
        transcript: path,
        offset: read.end,
        fingerprint: read.fingerprintAtEnd,
        captured: [...captured],
        files,
        state: redactedState
      },
      { rewrite: lost.length > 0 }
    );
    if (options.final) markFinished(project.paths, path);
    else if (!options.agentId) markUnfinished(project.paths, path);
  });
  if (result.localFiles.length === 0) result.localFiles = cursor.files.filter(isLocalEventFile);
  if (options.condense ?? options.final)
    result.appended.push(
      ...condenseLocalFiles(project, result.localFiles, {
        now: options.now,
        entropy: options.entropy
      })
    );
  if (options.final && !options.agentId)
    result.appended.push(...retractFixedProblems(project, session, options));
  return result;
}
function retractFixedProblems(project, session, options) {
  const newest = readNewestEvents(project.paths, FIXED_PROBLEM_WINDOW, {
    types: ["knowledge_acquired", "error_resolved", "decision_made", "session_outcome"]
  });
  if (!newest) return [];
  const corrected = new Set(
    newest.controls.flatMap(
      (control) => control.type === "memory_retracted" || control.type === "memory_superseded" ? control.refs : []
    )
  );
  const standing = newest.events.filter((event) => !corrected.has(event.id)).map((event) => ({
    id: event.id,
    type: event.type,
    content: event.content,
    ts: event.ts,
    session: event.session,
    branch: event.branch
  }));
  const stale = problemsFixedBySession(standing, session);
  if (stale.length === 0) return [];
  const author = captureAuthor(project);
  const events = stale.map(
    ({ target, fix, reason }) => makeEvent({
      id: deriveEventId(Date.parse(fix.ts), `${session}\0fixed\0${target}`),
      refs: [target],
      ts: fix.ts,
      type: "memory_retracted",
      session,
      branch: fix.branch,
      author,
      content: reason,
      source: { layer: "structural" },
      data: { reason, tags: ["capture", "fixed-later"] }
    })
  );
  const known = new Set(newest.controls.map((control) => control.id));
  const appended = appendEvents(project.paths, headReader(project.repo), events, {
    writer: session,
    now: options.now,
    entropy: options.entropy ?? (() => (0, import_node_crypto6.randomBytes)(10)),
    knownIds: () => known
  });
  return appended.appended ? events.filter((event) => !known.has(event.id)) : [];
}
var import_node_crypto6, import_node_path15, import_node_fs16, import_node_path16, MiB, FIXED_PROBLEM_WINDOW;
var init_transcript_capture = __esm({
  "src/capture/transcript-capture.ts"() {
    "use strict";
    import_node_crypto6 = require("node:crypto");
    import_node_path15 = require("node:path");
    init_append_only();
    init_lock();
    import_node_fs16 = require("node:fs");
    import_node_path16 = require("node:path");
    init_store();
    init_envelope();
    init_id();
    init_fixed_problems();
    init_types();
    init_session_activity();
    init_repo();
    init_author_cache();
    init_cursor();
    init_extract();
    init_facts();
    init_file_paths();
    init_redactor();
    init_custom_patterns();
    init_transcript();
    init_transcript_file();
    init_unfinished();
    MiB = 1024 * 1024;
    FIXED_PROBLEM_WINDOW = 400;
  }
});

// src/capture/auto-memory.ts
function keyOf(file, text) {
  return (0, import_node_crypto7.createHash)("sha256").update(`${file}\0${text.toLowerCase().replace(/\s+/g, " ").trim()}`).digest("hex").slice(0, 24);
}
function loadedPart(text) {
  const lines = text.slice(0, AUTO_MEMORY_MAX_BYTES).split(/\r?\n/).slice(0, AUTO_MEMORY_MAX_LINES);
  return lines.join("\n");
}
function autoMemoryNotes(file, text) {
  const notes = [];
  const headings = [];
  let paragraph = [];
  let fenced = false;
  const flush = () => {
    const joined2 = paragraph.join(" ").replace(/\s+/g, " ").trim();
    paragraph = [];
    if (joined2.length < MIN_NOTE || POINTER.test(joined2)) return;
    const note = joined2.slice(0, MAX_NOTE);
    const key = keyOf(file, note);
    if (!notes.some((existing) => existing.key === key))
      notes.push({ key, file, headings: [...headings], text: note });
  };
  for (const line of loadedPart(text.replace(/^\uFEFF/, "")).split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      paragraph.push(line.trim());
      continue;
    }
    if (fenced) {
      paragraph.push(line.trim());
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      headings.splice(heading[1].length - 1);
      headings.push(heading[2].replace(/[*_`]/g, ""));
      continue;
    }
    const item = LIST_ITEM4.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]);
      continue;
    }
    if (line.trim() === "") flush();
    else if (/^\s{2,}\S/.test(line) && paragraph.length) paragraph.push(line.trim());
    else paragraph.push(line.trim());
  }
  flush();
  return notes;
}
var import_node_crypto7, AUTO_MEMORY_MAX_LINES, AUTO_MEMORY_MAX_BYTES, AUTO_MEMORY_MAX_FILES, MIN_NOTE, MAX_NOTE, LIST_ITEM4, HEADING, POINTER;
var init_auto_memory = __esm({
  "src/capture/auto-memory.ts"() {
    "use strict";
    import_node_crypto7 = require("node:crypto");
    AUTO_MEMORY_MAX_LINES = 200;
    AUTO_MEMORY_MAX_BYTES = 25 * 1024;
    AUTO_MEMORY_MAX_FILES = 50;
    MIN_NOTE = 12;
    MAX_NOTE = 1e3;
    LIST_ITEM4 = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/;
    HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
    POINTER = /^\[[^\]]*\]\((?![a-z]+:)[^)]*\.md\)\s*(?:[-—–:]\s*.{0,80})?$/i;
  }
});

// src/capture/auto-memory-sync.ts
var auto_memory_sync_exports = {};
__export(auto_memory_sync_exports, {
  AUTO_MEMORY_SESSION: () => AUTO_MEMORY_SESSION,
  autoMemoryFolder: () => autoMemoryFolder,
  readAutoMemory: () => readAutoMemory,
  syncAutoMemory: () => syncAutoMemory
});
function stateFile(project) {
  return autoMemoryFile(project.paths);
}
function readState(project) {
  const text = readTextIfExists(stateFile(project));
  if (text !== void 0) {
    try {
      const value = JSON.parse(text);
      if (value.v === STATE_VERSION && typeof value.notes === "object" && value.notes !== null)
        return value;
    } catch {
    }
  }
  const notes = {};
  const retracted = /* @__PURE__ */ new Set();
  for (const event of readEventLog(project.paths).events) {
    if (event.session !== AUTO_MEMORY_SESSION) continue;
    const key = event.data.autoMemoryKey;
    if (event.type === "knowledge_acquired" && typeof key === "string") notes[key] = event.id;
    if (event.type === "memory_retracted") for (const ref of event.refs) retracted.add(ref);
  }
  for (const [key, id] of Object.entries(notes)) if (retracted.has(id)) delete notes[key];
  return { v: STATE_VERSION, notes };
}
function autoMemoryFolder(transcriptPath) {
  const folder = (0, import_node_path17.join)((0, import_node_path17.dirname)(transcriptPath), "memory");
  try {
    return (0, import_node_fs17.lstatSync)(folder).isDirectory() ? folder : void 0;
  } catch {
    return void 0;
  }
}
function readAutoMemory(folder) {
  const skipped = [];
  let names;
  try {
    names = (0, import_node_fs17.readdirSync)(folder).filter((name) => name.toLowerCase().endsWith(".md")).sort(
      (a, b) => a === "MEMORY.md" ? -1 : b === "MEMORY.md" ? 1 : a < b ? -1 : a > b ? 1 : 0
    );
  } catch (error) {
    return { notes: [], skipped: [`could not list ${folder}: ${error.message}`] };
  }
  if (names.length > AUTO_MEMORY_MAX_FILES + 1) {
    skipped.push(
      `${names.length - AUTO_MEMORY_MAX_FILES - 1} auto memory files past the first ${AUTO_MEMORY_MAX_FILES + 1}`
    );
    names = names.slice(0, AUTO_MEMORY_MAX_FILES + 1);
  }
  const notes = [];
  for (const name of names) {
    const path = (0, import_node_path17.join)(folder, name);
    try {
      const stat = (0, import_node_fs17.lstatSync)(path);
      if (stat.isSymbolicLink()) {
        skipped.push(`auto memory ${name}: a symbolic link (not followed)`);
        continue;
      }
      if (!stat.isFile()) continue;
      const bytes = (0, import_node_fs17.readFileSync)(path);
      if (bytes.includes(0)) {
        skipped.push(`auto memory ${name}: binary content`);
        continue;
      }
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
      notes.push(...autoMemoryNotes(name, text));
    } catch (error) {
      skipped.push(
        `auto memory ${name}: ${error instanceof TypeError ? "not UTF-8 text" : error.message}`
      );
    }
  }
  return { notes, skipped };
}
async function syncAutoMemory(project, folder, now) {
  const { notes, skipped } = readAutoMemory(folder);
  const state = readState(project);
  const present = new Set(notes.map((note) => note.key));
  const fresh = notes.filter((note) => state.notes[note.key] === void 0);
  const gone = Object.entries(state.notes).filter(([key]) => !present.has(key));
  const result = { recorded: 0, retracted: 0, notes: skipped };
  if (fresh.length === 0 && gone.length === 0) return result;
  const redaction = await redactValues(
    fresh.map((note) => ({ text: note.text, headings: note.headings })),
    {
      custom: customPatternScanner(project.paths, project.config.redaction.patterns),
      library: async (text) => (await Promise.resolve().then(() => __toESM(require("./secretlint.js"), 1))).lintSecretRanges(text)
    }
  );
  result.notes.push(
    ...redaction.outcome.patternProblems ?? [],
    ...redaction.outcome.libraryProblem ? [redaction.outcome.libraryProblem] : []
  );
  const ts = now.toISOString();
  const branch = readHead(project.repo).branch;
  const author = captureAuthor(project);
  const events = [];
  fresh.forEach((note, index) => {
    const { text, headings } = redaction.values[index];
    const event = makeEvent({
      id: deriveEventId(now.getTime(), `${AUTO_MEMORY_SESSION}\0${note.key}`),
      ts,
      type: "knowledge_acquired",
      session: AUTO_MEMORY_SESSION,
      branch,
      author,
      content: text,
      source: { layer: "import", tool: "claude-auto-memory" },
      confidence: 0.8,
      data: {
        autoMemoryKey: note.key,
        file: note.file,
        ...headings.length ? { subject: headings[headings.length - 1].slice(0, 80) } : {},
        tags: ["auto-memory"]
      }
    });
    events.push(event);
    state.notes[note.key] = event.id;
  });
  for (const [key, id] of gone) {
    events.push(
      makeEvent({
        id: deriveEventId(now.getTime(), `${AUTO_MEMORY_SESSION}\0retract\0${key}`),
        ts,
        type: "memory_retracted",
        refs: [id],
        session: AUTO_MEMORY_SESSION,
        branch,
        author,
        content: "Forgot: a note no longer in Claude Code's auto memory",
        source: { layer: "import", tool: "claude-auto-memory" },
        data: { reason: "removed or reworded in Claude Code's auto memory" }
      })
    );
    delete state.notes[key];
  }
  appendEvents(project.paths, headReader(project.repo), events, {
    writer: AUTO_MEMORY_SESSION,
    now,
    entropy: () => (0, import_node_crypto8.randomBytes)(10)
  });
  writeFileAtomic(stateFile(project), JSON.stringify(state) + "\n", { makeFolder: true });
  result.recorded = fresh.length;
  result.retracted = gone.length;
  return result;
}
var import_node_crypto8, import_node_fs17, import_node_path17, AUTO_MEMORY_SESSION, STATE_VERSION;
var init_auto_memory_sync = __esm({
  "src/capture/auto-memory-sync.ts"() {
    "use strict";
    import_node_crypto8 = require("node:crypto");
    import_node_fs17 = require("node:fs");
    import_node_path17 = require("node:path");
    init_envelope();
    init_id();
    init_store();
    init_files();
    init_repo();
    init_custom_patterns();
    init_redactor();
    init_author_cache();
    init_auto_memory();
    init_paths();
    AUTO_MEMORY_SESSION = "claude-auto-memory";
    STATE_VERSION = 1;
  }
});

// src/memory/capture.ts
async function regenerateInHook(project) {
  try {
    const { regenerateProjections } = await Promise.resolve().then(() => __toESM(require("./projections.js"), 1));
    regenerateProjections(project);
    return void 0;
  } catch (error) {
    return `could not regenerate the projections: ${error.message}`;
  }
}
function startInBackground(project, now, log) {
  try {
    return startProjectionRefresh(project, now) !== "no cortex binary";
  } catch (error) {
    log(
      `could not start regenerating the projections in the background: ${error.message}`
    );
    return false;
  }
}
async function captureSession(project, request) {
  const { now, log } = request;
  const capture = await captureTranscript(project, {
    transcriptPath: request.transcriptPath,
    ...request.session ? { session: request.session } : {},
    ...request.agentId ? { agentId: request.agentId } : {},
    now,
    final: request.final,
    refreshAuthor: request.final,
    ...request.compactSummary ? { compactSummary: request.compactSummary } : {}
  });
  for (const note of capture.notes) log(note);
  const problems = [...capture.problems];
  if (request.projections === "always") {
    const problem = await regenerateInHook(project);
    if (problem) {
      problems.push(problem);
      startInBackground(project, now, log);
    }
  } else if (request.projections === "when-relevant" && (affectsCommittedProjections(capture.appended) || isRefreshOverdue(project, now))) {
    if (!startInBackground(project, now, log)) {
      const problem = await regenerateInHook(project);
      if (problem) problems.push(problem);
    }
  }
  return { capture, problems };
}
async function syncAutoMemoryBeside(project, transcriptPath, now, log) {
  if (!project.config.capture.autoMemory) return [];
  const { autoMemoryFolder: autoMemoryFolder2, syncAutoMemory: syncAutoMemory2 } = await Promise.resolve().then(() => (init_auto_memory_sync(), auto_memory_sync_exports));
  const folder = autoMemoryFolder2(transcriptPath);
  if (!folder) return [];
  try {
    const synced = await syncAutoMemory2(project, folder, now);
    for (const note of synced.notes) log(note);
    if (synced.recorded || synced.retracted)
      log(`auto memory: ${synced.recorded} note(s) recorded, ${synced.retracted} retracted`);
    return [];
  } catch (error) {
    return [`could not bring the auto memory into the log: ${error.message}`];
  }
}
var init_capture = __esm({
  "src/memory/capture.ts"() {
    "use strict";
    init_affects();
    init_transcript_capture();
    init_background_refresh();
  }
});

// src/hooks/capture.ts
async function captureFromHook(invocation, options = {}) {
  const { payload, project, now, log } = invocation;
  const agentPath = options.subagent ? payload.agent_transcript_path : void 0;
  const transcriptPath = agentPath ?? payload.transcript_path;
  if (!transcriptPath) {
    return {
      result: {
        problems: [
          `no ${options.subagent ? "agent_transcript_path or " : ""}transcript_path in the payload; nothing captured`
        ]
      }
    };
  }
  const { capture, problems } = await captureSession(project, {
    transcriptPath,
    session: payload.session_id,
    ...agentPath ? { agentId: payload.agent_id } : {},
    now,
    log,
    final: options.final,
    projections: options.projections,
    ...options.compactSummary ? { compactSummary: payload.compact_summary } : {}
  });
  return { capture, result: problems.length ? { problems } : {} };
}
var init_capture2 = __esm({
  "src/hooks/capture.ts"() {
    "use strict";
    init_capture();
  }
});

// src/hooks/handlers/stop.ts
var stop_exports = {};
__export(stop_exports, {
  handle: () => handle
});
var handle;
var init_stop = __esm({
  "src/hooks/handlers/stop.ts"() {
    "use strict";
    init_capture2();
    handle = async (invocation) => (await captureFromHook(invocation, { projections: "when-relevant" })).result;
  }
});

// src/hooks/handlers/subagent-stop.ts
var subagent_stop_exports = {};
__export(subagent_stop_exports, {
  handle: () => handle2
});
var handle2;
var init_subagent_stop = __esm({
  "src/hooks/handlers/subagent-stop.ts"() {
    "use strict";
    init_capture2();
    handle2 = async (invocation) => (await captureFromHook(invocation, { subagent: true, projections: "when-relevant" })).result;
  }
});

// src/hooks/handlers/pre-compact.ts
var pre_compact_exports = {};
__export(pre_compact_exports, {
  handle: () => handle3
});
var handle3;
var init_pre_compact = __esm({
  "src/hooks/handlers/pre-compact.ts"() {
    "use strict";
    init_capture2();
    handle3 = async (invocation) => (await captureFromHook(invocation, { projections: "always" })).result;
  }
});

// src/hooks/handlers/post-compact.ts
var post_compact_exports = {};
__export(post_compact_exports, {
  handle: () => handle4
});
var handle4;
var init_post_compact = __esm({
  "src/hooks/handlers/post-compact.ts"() {
    "use strict";
    init_capture2();
    handle4 = async (invocation) => (await captureFromHook(invocation, { compactSummary: true, projections: "always" })).result;
  }
});

// src/hooks/handlers/session-end.ts
var session_end_exports = {};
__export(session_end_exports, {
  handle: () => handle5
});
async function syncAutoMemoryFor(invocation) {
  const { project, payload, now, log } = invocation;
  if (!payload.transcript_path) return [];
  return syncAutoMemoryBeside(project, payload.transcript_path, now, log);
}
var handle5;
var init_session_end = __esm({
  "src/hooks/handlers/session-end.ts"() {
    "use strict";
    init_capture();
    init_capture2();
    handle5 = async (invocation) => {
      const problems = await syncAutoMemoryFor(invocation);
      const { result } = await captureFromHook(invocation, { final: true, projections: "always" });
      return problems.length ? { ...result, problems: [...result.problems ?? [], ...problems] } : result;
    };
  }
});

// src/hooks/runner.ts
var runner_exports = {};
__export(runner_exports, {
  runHook: () => runHook
});
module.exports = __toCommonJS(runner_exports);
var import_node_fs18 = require("node:fs");

// src/memory/open.ts
init_config();
init_errors2();
init_repo();
init_project();
init_settings();
init_lock();
function openHookProject(cwd, located, env) {
  const found = locate(cwd);
  if (found.kind !== "project") return void 0;
  if (linkedState(found.paths)) return void 0;
  const project = { repo: found.repo, paths: found.paths, config: DEFAULT_CONFIG };
  located(project);
  return { ...project, ...readProjectConfigLeniently(found.paths, env) };
}
function linkedStateProblem(cwd) {
  const located = locate(cwd);
  const link = located.kind === "project" ? linkedState(located.paths) : void 0;
  return link && linkedStateError(link).message;
}

// src/hooks/runner.ts
init_background_refresh();

// src/memory/hook-state.ts
var import_node_fs8 = require("node:fs");
var import_node_path7 = require("node:path");
init_paths();
init_redactor();
var MAX_LOG_BYTES = 1024 * 1024;
function writeHookLog(project, now, message) {
  try {
    (0, import_node_fs8.mkdirSync)(project.paths.localDir, { recursive: true });
    try {
      if ((0, import_node_fs8.statSync)(project.paths.logFile).size > MAX_LOG_BYTES)
        (0, import_node_fs8.renameSync)(project.paths.logFile, `${project.paths.logFile}.1`);
    } catch {
    }
    (0, import_node_fs8.appendFileSync)(
      project.paths.logFile,
      `${now.toISOString()} ${redactPlainText(message).replace(/\n/g, "\\n")}
`
    );
  } catch {
  }
}
function overwriteInPlace(file, text) {
  let fd;
  try {
    fd = (0, import_node_fs8.openSync)(file, "r+");
  } catch {
    (0, import_node_fs8.mkdirSync)((0, import_node_path7.dirname)(file), { recursive: true });
    fd = (0, import_node_fs8.openSync)(file, "w");
  }
  try {
    const bytes = Buffer.from(text);
    (0, import_node_fs8.writeSync)(fd, bytes, 0, bytes.length, 0);
    (0, import_node_fs8.ftruncateSync)(fd, bytes.length);
  } finally {
    (0, import_node_fs8.closeSync)(fd);
  }
}
function writeHeartbeat(project, heartbeat) {
  try {
    overwriteInPlace(
      (0, import_node_path7.join)(heartbeatDir(project.paths), `${heartbeat.event}.json`),
      JSON.stringify(heartbeat, null, 2) + "\n"
    );
  } catch {
  }
}
function reportConfigOnce(project, now) {
  const text = project.configReading.problems.join("\n");
  const marker = configProblemsFile(project.paths);
  try {
    if ((0, import_node_fs8.readFileSync)(marker, "utf8") === text) return;
  } catch {
  }
  writeHookLog(
    project,
    now,
    `config: capturing with defaults for what is broken: ${text.replace(/\n/g, "; ")}`
  );
  try {
    (0, import_node_fs8.mkdirSync)((0, import_node_path7.dirname)(marker), { recursive: true });
    (0, import_node_fs8.writeFileSync)(marker, text);
  } catch {
  }
}

// src/hooks/handlers.ts
var HOOK_HANDLERS = {
  stop: () => Promise.resolve().then(() => (init_stop(), stop_exports)),
  "subagent-stop": () => Promise.resolve().then(() => (init_subagent_stop(), subagent_stop_exports)),
  "pre-compact": () => Promise.resolve().then(() => (init_pre_compact(), pre_compact_exports)),
  "post-compact": () => Promise.resolve().then(() => (init_post_compact(), post_compact_exports)),
  "session-end": () => Promise.resolve().then(() => (init_session_end(), session_end_exports)),
  "session-start": () => Promise.resolve().then(() => __toESM(require("./hooks/session-start.js"), 1)),
  "user-prompt-submit": () => Promise.resolve().then(() => __toESM(require("./hooks/user-prompt-submit.js"), 1)),
  "pre-tool-use": () => Promise.resolve().then(() => __toESM(require("./hooks/pre-tool-use.js"), 1)),
  "post-tool-use-failure": () => Promise.resolve().then(() => __toESM(require("./hooks/post-tool-use-failure.js"), 1))
};

// src/hooks/payload.ts
function isPlainObject3(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var HOOK_EVENTS = [
  "session-start",
  "user-prompt-submit",
  "pre-tool-use",
  "post-tool-use-failure",
  "stop",
  "subagent-stop",
  "pre-compact",
  "post-compact",
  "session-end"
];
var HOOK_EVENT_NAMES = {
  "session-start": "SessionStart",
  "user-prompt-submit": "UserPromptSubmit",
  "pre-tool-use": "PreToolUse",
  "post-tool-use-failure": "PostToolUseFailure",
  stop: "Stop",
  "subagent-stop": "SubagentStop",
  "pre-compact": "PreCompact",
  "post-compact": "PostCompact",
  "session-end": "SessionEnd"
};
function isHookEvent(name) {
  return HOOK_EVENTS.includes(name);
}
var STRING_FIELDS = [
  "session_id",
  "transcript_path",
  "cwd",
  "hook_event_name",
  "agent_id",
  "agent_type",
  "agent_transcript_path",
  "prompt",
  "source",
  "trigger",
  "reason",
  "compact_summary",
  "tool_name",
  "error"
];
function parsePayload(text) {
  if (text.trim() === "") return { payload: {}, problem: "empty payload on stdin" };
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(error.message)?.[1];
    return {
      payload: {},
      problem: `payload is not JSON${position ? ` (at position ${position})` : ""}`
    };
  }
  if (!isPlainObject3(value)) return { payload: {}, problem: "payload is not a JSON object" };
  const dropped = [];
  const payload = { ...value };
  for (const field of STRING_FIELDS) {
    if (payload[field] !== void 0 && typeof payload[field] !== "string") {
      dropped.push(field);
      delete payload[field];
    }
  }
  if (payload.stop_hook_active !== void 0 && typeof payload.stop_hook_active !== "boolean") {
    dropped.push("stop_hook_active");
    delete payload.stop_hook_active;
  }
  return dropped.length ? { payload, problem: `ignored payload fields of the wrong type: ${dropped.join(", ")}` } : { payload };
}
function renderHookOutput(event, result) {
  if (!result?.additionalContext) return "";
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: HOOK_EVENT_NAMES[event],
      additionalContext: result.additionalContext
    }
  }) + "\n";
}

// src/hooks/runner.ts
var HOOK_LOCK_WAIT_MS = 1e3;
var MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;
async function readPayloadText(stdin) {
  if (stdin.isTTY) return { text: "", problem: "no payload: stdin is a terminal" };
  const chunks = [];
  let size = 0;
  for await (const chunk of stdin) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_PAYLOAD_BYTES)
      return { text: "", problem: `payload larger than ${MAX_PAYLOAD_BYTES} bytes; ignored` };
    chunks.push(buffer);
  }
  return { text: Buffer.concat(chunks).toString("utf8") };
}
var USAGE = `usage: cortex hook <event>   (${HOOK_EVENTS.join(", ")})

Entry point for Claude Code hooks: reads the hook's JSON payload on stdin. Always exits 0;
problems go to .cortex/local/cortex.log and are reported by cortex doctor.
`;
async function refreshInBackground(io, kind) {
  let project;
  try {
    project = openHookProject(io.cwd, (located) => project = located, io.env);
    if (!project) return;
    if (kind === REFRESH_PROJECTIONS) {
      await runProjectionRefresh(project);
    } else if (isBriefingRefreshPending(project)) {
      const { runBriefingRefresh } = await Promise.resolve().then(() => __toESM(require("./hooks/session-start.js"), 1));
      runBriefingRefresh(project, io.now);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (project)
      writeHookLog(
        project,
        io.now(),
        kind === REFRESH_PROJECTIONS ? `hook stop: could not regenerate the projections in the background: ${message}` : `git hook: could not rewrite the briefing in the background: ${message}`
      );
  }
}
function linkedStateNotice(cwd) {
  const problem = linkedStateProblem(cwd);
  if (!problem) return "";
  const additionalContext = `cortex is off in this repository: ${problem}. A commit can plant such a link; \`cortex doctor\` says how to repair it. No memory is captured or handed over until then.`;
  return JSON.stringify({
    hookSpecificOutput: { hookEventName: "SessionStart", additionalContext }
  });
}
async function runHook(args, io) {
  if (args.includes("--help") || args.includes("-h")) {
    io.stdout.write(USAGE);
    return;
  }
  if (args[0] === REFRESH_PROJECTIONS || args[0] === REFRESH_BRIEFING)
    return refreshInBackground(io, args[0]);
  const started = io.now();
  capLockWaits(HOOK_LOCK_WAIT_MS);
  const problems = [];
  let project;
  let event;
  let payload = {};
  try {
    const input = await readPayloadText(io.stdin);
    if (input.problem) {
      problems.push(input.problem);
    } else {
      const parsed = parsePayload(input.text);
      payload = parsed.payload;
      if (parsed.problem) problems.push(parsed.problem);
    }
    const cwd = typeof payload.cwd === "string" && (0, import_node_fs18.existsSync)(payload.cwd) ? payload.cwd : io.cwd;
    project = openHookProject(cwd, (located) => project = located, io.env);
    if (!project) {
      if (args[0] === "session-start") io.stdout.write(linkedStateNotice(cwd));
      return;
    }
    if (project.refused?.length && args[0] === "session-start")
      for (const refusal of project.refused)
        writeHookLog(project, io.now(), `hook ${args[0]}: ${refusal}`);
    if (project.withheld?.length && (args[0] === "session-start" || args[0] === "user-prompt-submit")) {
      writeHookLog(project, io.now(), `hook ${args[0]}: ${describeWithheld(project.withheld)}`);
    }
    if (project.configReading?.problems.length) reportConfigOnce(project, io.now());
    if (!isHookEvent(args[0])) {
      problems.push(`unknown hook event '${args[0] ?? ""}' (known: ${HOOK_EVENTS.join(", ")})`);
      return;
    }
    event = args[0];
    const load = HOOK_HANDLERS[event];
    if (!load) return;
    const { handle: handle6 } = await load();
    const owner = project;
    const result = await handle6({
      event,
      payload,
      project: owner,
      now: started,
      env: io.env,
      log: (message) => writeHookLog(owner, io.now(), `hook ${event}: ${message}`)
    });
    if (result?.problems) problems.push(...result.problems);
    const output = renderHookOutput(event, result);
    if (output) io.stdout.write(output);
  } catch (error) {
    problems.push(
      `failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`
    );
  } finally {
    if (project) {
      const name = event ?? (isHookEvent(args[0]) ? args[0] : void 0);
      for (const problem of problems)
        writeHookLog(project, io.now(), `hook ${args[0] ?? "?"}: ${problem}`);
      if (name) {
        writeHeartbeat(project, {
          event: name,
          at: started.toISOString(),
          durationMs: io.now().getTime() - started.getTime(),
          ok: problems.length === 0,
          ...typeof payload.session_id === "string" ? { session: payload.session_id } : {},
          problems
        });
      }
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runHook
});
