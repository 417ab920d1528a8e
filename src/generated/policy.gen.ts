// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.
import type { CompiledPolicy } from '../policy/model.ts'

export const policy: CompiledPolicy = {
  "hash": "48c52e2c9e92400a",
  "permissions": [
    {
      "name": "booklist:bulkUpload",
      "description": "Upload a whole booklist from a spreadsheet.",
      "src": [
        "policy/permissions.yaml",
        11,
        3
      ]
    },
    {
      "name": "booklist:view",
      "description": "Open the booklist and read its titles.",
      "src": [
        "policy/permissions.yaml",
        12,
        3
      ]
    },
    {
      "name": "booklist:edit",
      "description": "Change titles and quantities on the booklist.",
      "src": [
        "policy/permissions.yaml",
        13,
        3
      ]
    },
    {
      "name": "booklist:request",
      "description": "Raise a new request for a title or supply.",
      "src": [
        "policy/permissions.yaml",
        14,
        3
      ]
    },
    {
      "name": "booklist:approve",
      "description": "Approve booklist changes made by others.",
      "src": [
        "policy/permissions.yaml",
        15,
        3
      ]
    },
    {
      "name": "booklist:autoApprove",
      "description": "Have own booklist changes approved automatically.",
      "src": [
        "policy/permissions.yaml",
        16,
        3
      ]
    },
    {
      "name": "catalogue:search",
      "description": "Search the catalogue of titles.",
      "src": [
        "policy/permissions.yaml",
        17,
        3
      ]
    },
    {
      "name": "cart:purchase",
      "description": "Place a purchase from the cart.",
      "src": [
        "policy/permissions.yaml",
        18,
        3
      ]
    },
    {
      "name": "adoptions:viewAssignedCourses",
      "description": "See the adoptions of the courses assigned to you.",
      "src": [
        "policy/permissions.yaml",
        19,
        3
      ]
    },
    {
      "name": "adoptions:viewAllCourses",
      "description": "See every course of the institution.",
      "src": [
        "policy/permissions.yaml",
        20,
        3
      ]
    },
    {
      "name": "adoptions:approve",
      "description": "Approve course adoptions.",
      "src": [
        "policy/permissions.yaml",
        21,
        3
      ]
    },
    {
      "name": "dashboards:academic",
      "description": "Open the academic dashboard.",
      "src": [
        "policy/permissions.yaml",
        22,
        3
      ]
    },
    {
      "name": "dashboards:acquisitions",
      "description": "Open the acquisitions dashboard.",
      "src": [
        "policy/permissions.yaml",
        23,
        3
      ]
    },
    {
      "name": "dashboards:allTitles",
      "description": "Open the all-titles dashboard.",
      "src": [
        "policy/permissions.yaml",
        24,
        3
      ]
    },
    {
      "name": "dashboards:bibliotechAdmin",
      "description": "Open the Bibliotech admin dashboard.",
      "src": [
        "policy/permissions.yaml",
        25,
        3
      ]
    },
    {
      "name": "dashboards:uaaSpend",
      "description": "Open the UAA spend dashboard.",
      "src": [
        "policy/permissions.yaml",
        26,
        3
      ]
    },
    {
      "name": "dashboards:engage",
      "description": "Open the engagement dashboard.",
      "src": [
        "policy/permissions.yaml",
        27,
        3
      ]
    },
    {
      "name": "permissions:manage",
      "description": "Manage the permissions of other staff.",
      "src": [
        "policy/permissions.yaml",
        28,
        3
      ]
    },
    {
      "name": "booklist:viewInternalStatus",
      "description": "See the internal processing status of booklist items.",
      "src": [
        "policy/permissions.yaml",
        29,
        3
      ]
    },
    {
      "name": "counterReport:view",
      "description": "Open COUNTER usage reports.",
      "src": [
        "policy/permissions.yaml",
        30,
        3
      ]
    }
  ],
  "permissionsEnforcedByFlag": "roles-and-permissions",
  "flags": [
    {
      "name": "course-supply",
      "description": "Supply requests for courses (the Supplies pages and menu items).",
      "src": [
        "policy/flags.yaml",
        6,
        3
      ]
    },
    {
      "name": "report-page",
      "description": "The Reports page.",
      "src": [
        "policy/flags.yaml",
        7,
        3
      ]
    },
    {
      "name": "order-approvals-page",
      "description": "The Requests / Approvals pages.",
      "src": [
        "policy/flags.yaml",
        8,
        3
      ]
    },
    {
      "name": "store-management",
      "description": "The Store management page.",
      "src": [
        "policy/flags.yaml",
        9,
        3
      ]
    },
    {
      "name": "user-management-page",
      "description": "The Students page.",
      "src": [
        "policy/flags.yaml",
        10,
        3
      ]
    },
    {
      "name": "dashboards",
      "description": "Analytics dashboards.",
      "src": [
        "policy/flags.yaml",
        11,
        3
      ]
    },
    {
      "name": "detailed-search",
      "description": "The detailed catalogue search at /catalog-search instead of the simple /search.",
      "src": [
        "policy/flags.yaml",
        12,
        3
      ]
    },
    {
      "name": "record-session",
      "description": "Session recording in product analytics.",
      "src": [
        "policy/flags.yaml",
        13,
        3
      ]
    },
    {
      "name": "roles-and-permissions",
      "description": "Enforce the user's permission map; while off every permission check passes.",
      "src": [
        "policy/flags.yaml",
        14,
        3
      ]
    }
  ],
  "facts": {
    "booklist_config": {
      "type": "object",
      "description": "Booklist settings of the institution.",
      "fields": {
        "region": {
          "type": "string",
          "description": "Region code in lower case, for example gb or us."
        },
        "institution_id": {
          "type": "string",
          "description": "Identifier of the institution in the booklist service."
        }
      }
    },
    "enabledAccessLength": {
      "type": "number",
      "description": "Days of access granted to a title."
    },
    "isEAorIA": {
      "type": "boolean",
      "description": "The institution has external or institutional access."
    },
    "isIA": {
      "type": "boolean",
      "description": "The institution has institutional access."
    },
    "isEA": {
      "type": "boolean",
      "description": "The institution has external access."
    },
    "approval_config": {
      "type": "string",
      "nullable": true,
      "description": "adoption_approvals, or null for order requests."
    },
    "approval_type": {
      "type": "string",
      "nullable": true,
      "description": "pricing_approvals, or null."
    },
    "adminUserPermissions": {
      "type": "map",
      "description": "Permissions of the institution's admin users."
    },
    "availableDashboards": {
      "type": "list",
      "description": "Analytics dashboards the institution may open.",
      "fields": {
        "id": {
          "type": "string",
          "description": "Dashboard id, used in /analytics/$dashboardId."
        },
        "displayName": {
          "type": "string",
          "description": "Title shown in the menu and on the page."
        }
      }
    },
    "hasApprovalPermission": {
      "type": "boolean",
      "description": "The user may approve orders for this institution."
    },
    "isPricingApprovalsEnabled": {
      "type": "boolean",
      "description": "Supplies and new requests sit under Requests instead of Booklist."
    },
    "enable_supply_request": {
      "type": "string",
      "description": "enabled when supply requests are switched on."
    },
    "courseIngestionEnabled": {
      "type": "boolean",
      "description": "Courses are imported from the student system."
    },
    "institutionHasStore": {
      "type": "boolean",
      "description": "The institution runs a store."
    },
    "opt_out_hosting_type": {
      "type": "string",
      "description": "adoptions-hosted when this product hosts the student list."
    }
  },
  "lists": [
    {
      "name": "reportsInstitutions",
      "description": "Institutions outside gb that still get the Reports page. The real three ids are not known yet; these placeholders stand in for them.",
      "values": [
        "inst-reports-a",
        "inst-reports-b",
        "inst-reports-c"
      ],
      "src": [
        "policy/checks.yaml",
        14,
        3
      ]
    }
  ],
  "checks": [
    {
      "name": "hasRequestsPageAccess",
      "description": "Pricing-approval institutions that are neither EA nor IA.",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-equals",
            "fact": "approval_type",
            "value": "pricing_approvals",
            "id": 1,
            "src": [
              "policy/checks.yaml",
              25,
              11
            ]
          },
          {
            "kind": "not",
            "of": {
              "kind": "fact-true",
              "fact": "isEAorIA",
              "id": 3,
              "src": [
                "policy/checks.yaml",
                26,
                16
              ]
            },
            "id": 2,
            "src": [
              "policy/checks.yaml",
              26,
              11
            ]
          }
        ],
        "id": 0,
        "src": [
          "policy/checks.yaml",
          24,
          7
        ]
      },
      "src": [
        "policy/checks.yaml",
        21,
        3
      ]
    },
    {
      "name": "hasReportsPageAccess",
      "description": "Institutions in region gb, or one of the listed institutions.",
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "fact-equals",
            "fact": "booklist_config.region",
            "value": "gb",
            "id": 5,
            "src": [
              "policy/checks.yaml",
              31,
              11
            ]
          },
          {
            "kind": "fact-in",
            "fact": "booklist_config.institution_id",
            "list": "reportsInstitutions",
            "id": 6,
            "src": [
              "policy/checks.yaml",
              32,
              11
            ]
          }
        ],
        "id": 4,
        "src": [
          "policy/checks.yaml",
          30,
          7
        ]
      },
      "src": [
        "policy/checks.yaml",
        27,
        3
      ]
    },
    {
      "name": "hasSupplyPageAccess",
      "description": "Institutions with supply requests switched on.",
      "when": {
        "kind": "fact-equals",
        "fact": "enable_supply_request",
        "value": "enabled",
        "id": 7,
        "src": [
          "policy/checks.yaml",
          35,
          11
        ]
      },
      "src": [
        "policy/checks.yaml",
        33,
        3
      ]
    },
    {
      "name": "hasAdminAccess",
      "description": "The admin check; always passes.",
      "when": {
        "kind": "always",
        "id": 8,
        "src": [
          "policy/checks.yaml",
          38,
          11
        ]
      },
      "src": [
        "policy/checks.yaml",
        36,
        3
      ]
    }
  ],
  "routes": [
    {
      "id": "index",
      "path": "/",
      "params": [],
      "page": "home",
      "layout": "default",
      "access": {
        "kind": "signed-in",
        "src": [
          "policy/routes.yaml",
          22,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        20,
        11
      ]
    },
    {
      "id": "unauthorized",
      "path": "/unauthorized",
      "params": [],
      "page": "unauthorized",
      "layout": "unauthenticated",
      "access": {
        "kind": "public",
        "src": [
          "policy/routes.yaml",
          27,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        24,
        11
      ]
    },
    {
      "id": "adoptions",
      "path": "/adoptions",
      "params": [],
      "page": "adoptions",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          31,
          13
        ],
        "permissions": [
          {
            "name": "adoptions:viewAssignedCourses",
            "src": [
              "policy/routes.yaml",
              31,
              27
            ]
          }
        ]
      },
      "src": [
        "policy/routes.yaml",
        29,
        11
      ]
    },
    {
      "id": "analytics-$dashboardId",
      "path": "/analytics/$dashboardId",
      "params": [
        "dashboardId"
      ],
      "page": "analytics-dashboard",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          36,
          13
        ],
        "permissions": [],
        "flag": {
          "name": "dashboards",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            36,
            21
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        33,
        11
      ]
    },
    {
      "id": "booklist",
      "path": "/booklist",
      "params": [],
      "page": "booklist",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          40,
          13
        ],
        "permissions": [
          {
            "name": "booklist:view",
            "src": [
              "policy/routes.yaml",
              40,
              27
            ]
          }
        ]
      },
      "src": [
        "policy/routes.yaml",
        38,
        11
      ]
    },
    {
      "id": "booklist-supply",
      "path": "/booklist/supply",
      "params": [],
      "page": "supply",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          46,
          7
        ],
        "permissions": [
          {
            "name": "booklist:view",
            "src": [
              "policy/routes.yaml",
              46,
              19
            ]
          }
        ],
        "flag": {
          "name": "course-supply",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            47,
            13
          ]
        },
        "check": {
          "name": "hasSupplyPageAccess",
          "src": [
            "policy/routes.yaml",
            48,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        42,
        11
      ]
    },
    {
      "id": "requests-supply",
      "path": "/requests/supply",
      "aliasOf": "/booklist/supply",
      "params": [],
      "page": "supply",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          46,
          7
        ],
        "permissions": [
          {
            "name": "booklist:view",
            "src": [
              "policy/routes.yaml",
              46,
              19
            ]
          }
        ],
        "flag": {
          "name": "course-supply",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            47,
            13
          ]
        },
        "check": {
          "name": "hasSupplyPageAccess",
          "src": [
            "policy/routes.yaml",
            48,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        43,
        15
      ]
    },
    {
      "id": "booklist-upload",
      "path": "/booklist/upload",
      "params": [],
      "page": "bulk-upload",
      "layout": "default",
      "layoutHint": "fixed",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          53,
          13
        ],
        "permissions": [
          {
            "name": "booklist:bulkUpload",
            "src": [
              "policy/routes.yaml",
              53,
              27
            ]
          }
        ]
      },
      "src": [
        "policy/routes.yaml",
        50,
        11
      ]
    },
    {
      "id": "booklist-upload-$uploadId",
      "path": "/booklist/upload/$uploadId",
      "params": [
        "uploadId"
      ],
      "page": "upload-detail",
      "layout": "default",
      "layoutHint": "fixed",
      "access": {
        "kind": "signed-in",
        "src": [
          "policy/routes.yaml",
          59,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        55,
        11
      ]
    },
    {
      "id": "catalog-search",
      "path": "/catalog-search",
      "params": [],
      "page": "catalog-search",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          63,
          13
        ],
        "permissions": [
          {
            "name": "catalogue:search",
            "src": [
              "policy/routes.yaml",
              63,
              27
            ]
          }
        ]
      },
      "src": [
        "policy/routes.yaml",
        61,
        11
      ]
    },
    {
      "id": "search",
      "path": "/search",
      "params": [],
      "page": "search",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          67,
          13
        ],
        "permissions": [
          {
            "name": "catalogue:search",
            "src": [
              "policy/routes.yaml",
              67,
              27
            ]
          }
        ]
      },
      "src": [
        "policy/routes.yaml",
        65,
        11
      ]
    },
    {
      "id": "courses",
      "path": "/courses",
      "params": [],
      "page": "courses",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          71,
          13
        ],
        "permissions": [
          {
            "name": "adoptions:viewAllCourses",
            "src": [
              "policy/routes.yaml",
              71,
              27
            ]
          }
        ]
      },
      "src": [
        "policy/routes.yaml",
        69,
        11
      ]
    },
    {
      "id": "reports",
      "path": "/reports",
      "params": [],
      "page": "reports",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          76,
          7
        ],
        "permissions": [],
        "flag": {
          "name": "report-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            76,
            13
          ]
        },
        "check": {
          "name": "hasReportsPageAccess",
          "src": [
            "policy/routes.yaml",
            77,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        73,
        11
      ]
    },
    {
      "id": "requests",
      "path": "/requests",
      "params": [],
      "page": "requests",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          83,
          7
        ],
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            83,
            13
          ]
        },
        "check": {
          "name": "hasRequestsPageAccess",
          "src": [
            "policy/routes.yaml",
            84,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        79,
        11
      ]
    },
    {
      "id": "approvals",
      "path": "/approvals",
      "aliasOf": "/requests",
      "params": [],
      "page": "requests",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          83,
          7
        ],
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            83,
            13
          ]
        },
        "check": {
          "name": "hasRequestsPageAccess",
          "src": [
            "policy/routes.yaml",
            84,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        80,
        15
      ]
    },
    {
      "id": "requests-history",
      "path": "/requests/history",
      "params": [],
      "page": "requests-history",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          90,
          7
        ],
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            90,
            13
          ]
        },
        "check": {
          "name": "hasRequestsPageAccess",
          "src": [
            "policy/routes.yaml",
            91,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        86,
        11
      ]
    },
    {
      "id": "approvals-history",
      "path": "/approvals/history",
      "aliasOf": "/requests/history",
      "params": [],
      "page": "requests-history",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          90,
          7
        ],
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            90,
            13
          ]
        },
        "check": {
          "name": "hasRequestsPageAccess",
          "src": [
            "policy/routes.yaml",
            91,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        87,
        15
      ]
    },
    {
      "id": "requests-purchase",
      "path": "/requests/purchase",
      "params": [],
      "page": "purchase-requests",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          96,
          7
        ],
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            96,
            13
          ]
        },
        "check": {
          "name": "hasRequestsPageAccess",
          "src": [
            "policy/routes.yaml",
            97,
            14
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        93,
        11
      ]
    },
    {
      "id": "search-$nbsi",
      "path": "/search/$nbsi",
      "params": [
        "nbsi"
      ],
      "page": "product-detail",
      "layout": "default",
      "access": {
        "kind": "signed-in",
        "src": [
          "policy/routes.yaml",
          102,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        99,
        11
      ]
    },
    {
      "id": "search-request",
      "path": "/search/request",
      "params": [],
      "page": "new-request",
      "layout": "default",
      "access": {
        "kind": "signed-in",
        "src": [
          "policy/routes.yaml",
          107,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        104,
        11
      ]
    },
    {
      "id": "requests-new-request",
      "path": "/requests/new-request",
      "aliasOf": "/search/request",
      "params": [],
      "page": "new-request",
      "layout": "default",
      "access": {
        "kind": "signed-in",
        "src": [
          "policy/routes.yaml",
          107,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        105,
        15
      ]
    },
    {
      "id": "booklist-new-request",
      "path": "/booklist/new-request",
      "aliasOf": "/search/request",
      "params": [],
      "page": "new-request",
      "layout": "default",
      "access": {
        "kind": "signed-in",
        "src": [
          "policy/routes.yaml",
          107,
          13
        ]
      },
      "src": [
        "policy/routes.yaml",
        105,
        38
      ]
    },
    {
      "id": "store",
      "path": "/store",
      "params": [],
      "page": "store",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          111,
          13
        ],
        "permissions": [],
        "flag": {
          "name": "store-management",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            111,
            21
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        109,
        11
      ]
    },
    {
      "id": "students",
      "path": "/students",
      "params": [],
      "page": "students",
      "layout": "default",
      "access": {
        "kind": "rule",
        "src": [
          "policy/routes.yaml",
          115,
          13
        ],
        "permissions": [],
        "flag": {
          "name": "user-management-page",
          "redirect": "/",
          "src": [
            "policy/routes.yaml",
            115,
            21
          ]
        }
      },
      "src": [
        "policy/routes.yaml",
        113,
        11
      ]
    }
  ],
  "notFound": {
    "page": "not-found",
    "layout": "unauthenticated",
    "src": [
      "policy/routes.yaml",
      15,
      3
    ]
  },
  "menu": [
    {
      "id": "adoptions",
      "variants": [
        {
          "title": "Adoptions",
          "path": "/adoptions",
          "src": [
            "policy/menu.yaml",
            14,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "adoptions:viewAssignedCourses",
            "id": 10,
            "src": [
              "policy/menu.yaml",
              19,
              11
            ]
          },
          {
            "kind": "fact-true",
            "fact": "isEAorIA",
            "id": 11,
            "src": [
              "policy/menu.yaml",
              20,
              11
            ]
          }
        ],
        "id": 9,
        "src": [
          "policy/menu.yaml",
          18,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        14,
        9
      ]
    },
    {
      "id": "search",
      "variants": [
        {
          "title": "Search",
          "path": "/search",
          "src": [
            "policy/menu.yaml",
            22,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 13,
            "src": [
              "policy/menu.yaml",
              27,
              11
            ]
          },
          {
            "kind": "not",
            "of": {
              "kind": "flag",
              "name": "detailed-search",
              "id": 15,
              "src": [
                "policy/menu.yaml",
                28,
                16
              ]
            },
            "id": 14,
            "src": [
              "policy/menu.yaml",
              28,
              11
            ]
          }
        ],
        "id": 12,
        "src": [
          "policy/menu.yaml",
          26,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        22,
        9
      ]
    },
    {
      "id": "catalog-search",
      "variants": [
        {
          "title": "Search",
          "path": "/catalog-search",
          "src": [
            "policy/menu.yaml",
            30,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 17,
            "src": [
              "policy/menu.yaml",
              35,
              11
            ]
          },
          {
            "kind": "flag",
            "name": "detailed-search",
            "id": 18,
            "src": [
              "policy/menu.yaml",
              36,
              11
            ]
          }
        ],
        "id": 16,
        "src": [
          "policy/menu.yaml",
          34,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        30,
        9
      ]
    },
    {
      "id": "booklist",
      "variants": [
        {
          "title": "Booklist",
          "path": "/booklist",
          "src": [
            "policy/menu.yaml",
            38,
            5
          ]
        }
      ],
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 19,
        "src": [
          "policy/menu.yaml",
          41,
          11
        ]
      },
      "children": [
        {
          "id": "booklist-supplies",
          "variants": [
            {
              "title": "Supplies",
              "path": "/booklist/supply",
              "src": [
                "policy/menu.yaml",
                43,
                9
              ]
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "not",
                "of": {
                  "kind": "fact-true",
                  "fact": "isPricingApprovalsEnabled",
                  "id": 22,
                  "src": [
                    "policy/menu.yaml",
                    48,
                    20
                  ]
                },
                "id": 21,
                "src": [
                  "policy/menu.yaml",
                  48,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 23,
                "src": [
                  "policy/menu.yaml",
                  49,
                  15
                ]
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 24,
                "src": [
                  "policy/menu.yaml",
                  50,
                  15
                ]
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 25,
                "src": [
                  "policy/menu.yaml",
                  51,
                  15
                ]
              }
            ],
            "id": 20,
            "src": [
              "policy/menu.yaml",
              47,
              11
            ]
          },
          "children": [],
          "src": [
            "policy/menu.yaml",
            43,
            13
          ]
        },
        {
          "id": "booklist-upload",
          "variants": [
            {
              "title": "Bulk Upload",
              "path": "/booklist/upload",
              "src": [
                "policy/menu.yaml",
                52,
                9
              ]
            }
          ],
          "when": {
            "kind": "permission",
            "name": "booklist:bulkUpload",
            "id": 26,
            "src": [
              "policy/menu.yaml",
              55,
              15
            ]
          },
          "children": [],
          "src": [
            "policy/menu.yaml",
            52,
            13
          ]
        },
        {
          "id": "booklist-new-request",
          "variants": [
            {
              "title": "New Request",
              "path": "/booklist/new-request",
              "src": [
                "policy/menu.yaml",
                56,
                9
              ]
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 28,
                "src": [
                  "policy/menu.yaml",
                  61,
                  15
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "fact-true",
                  "fact": "isPricingApprovalsEnabled",
                  "id": 30,
                  "src": [
                    "policy/menu.yaml",
                    62,
                    20
                  ]
                },
                "id": 29,
                "src": [
                  "policy/menu.yaml",
                  62,
                  15
                ]
              }
            ],
            "id": 27,
            "src": [
              "policy/menu.yaml",
              60,
              11
            ]
          },
          "children": [],
          "src": [
            "policy/menu.yaml",
            56,
            13
          ]
        }
      ],
      "src": [
        "policy/menu.yaml",
        38,
        9
      ]
    },
    {
      "id": "analytics",
      "variants": [
        {
          "title": "Analytics",
          "path": "/analytics/$dashboardId",
          "src": [
            "policy/menu.yaml",
            64,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 32,
            "src": [
              "policy/menu.yaml",
              69,
              11
            ]
          },
          {
            "kind": "fact-not-empty",
            "fact": "availableDashboards",
            "id": 33,
            "src": [
              "policy/menu.yaml",
              70,
              11
            ]
          }
        ],
        "id": 31,
        "src": [
          "policy/menu.yaml",
          68,
          7
        ]
      },
      "children": [],
      "each": {
        "fact": "availableDashboards",
        "title": "displayName",
        "params": {
          "dashboardId": "id"
        }
      },
      "src": [
        "policy/menu.yaml",
        64,
        9
      ]
    },
    {
      "id": "requests",
      "variants": [
        {
          "when": {
            "kind": "fact-equals",
            "fact": "approval_config",
            "value": "adoption_approvals",
            "id": 34,
            "src": [
              "policy/menu.yaml",
              78,
              15
            ]
          },
          "title": "Approvals",
          "path": "/approvals",
          "src": [
            "policy/menu.yaml",
            78,
            9
          ]
        },
        {
          "title": "Requests",
          "path": "/requests",
          "src": [
            "policy/menu.yaml",
            81,
            9
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 36,
            "src": [
              "policy/menu.yaml",
              85,
              11
            ]
          },
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 37,
            "src": [
              "policy/menu.yaml",
              86,
              11
            ]
          }
        ],
        "id": 35,
        "src": [
          "policy/menu.yaml",
          84,
          7
        ]
      },
      "children": [
        {
          "id": "requests-history",
          "variants": [
            {
              "title": "History",
              "path": "{base}/history",
              "src": [
                "policy/menu.yaml",
                88,
                9
              ]
            }
          ],
          "when": {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 38,
            "src": [
              "policy/menu.yaml",
              91,
              15
            ]
          },
          "children": [],
          "src": [
            "policy/menu.yaml",
            88,
            13
          ]
        },
        {
          "id": "requests-supplies",
          "variants": [
            {
              "title": "Supplies",
              "path": "/requests/supply",
              "src": [
                "policy/menu.yaml",
                92,
                9
              ]
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 40,
                "src": [
                  "policy/menu.yaml",
                  97,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 41,
                "src": [
                  "policy/menu.yaml",
                  98,
                  15
                ]
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 42,
                "src": [
                  "policy/menu.yaml",
                  99,
                  15
                ]
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 43,
                "src": [
                  "policy/menu.yaml",
                  100,
                  15
                ]
              }
            ],
            "id": 39,
            "src": [
              "policy/menu.yaml",
              96,
              11
            ]
          },
          "children": [],
          "src": [
            "policy/menu.yaml",
            92,
            13
          ]
        },
        {
          "id": "requests-new-request",
          "variants": [
            {
              "title": "New Request",
              "path": "/requests/new-request",
              "src": [
                "policy/menu.yaml",
                101,
                9
              ]
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 45,
                "src": [
                  "policy/menu.yaml",
                  106,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 46,
                "src": [
                  "policy/menu.yaml",
                  107,
                  15
                ]
              }
            ],
            "id": 44,
            "src": [
              "policy/menu.yaml",
              105,
              11
            ]
          },
          "children": [],
          "src": [
            "policy/menu.yaml",
            101,
            13
          ]
        }
      ],
      "src": [
        "policy/menu.yaml",
        76,
        9
      ]
    },
    {
      "id": "courses",
      "variants": [
        {
          "title": "Courses",
          "path": "/courses",
          "src": [
            "policy/menu.yaml",
            109,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "courseIngestionEnabled",
            "id": 48,
            "src": [
              "policy/menu.yaml",
              114,
              11
            ]
          },
          {
            "kind": "permission",
            "name": "adoptions:viewAllCourses",
            "id": 49,
            "src": [
              "policy/menu.yaml",
              115,
              11
            ]
          }
        ],
        "id": 47,
        "src": [
          "policy/menu.yaml",
          113,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        109,
        9
      ]
    },
    {
      "id": "students",
      "variants": [
        {
          "title": "Students",
          "path": "/students",
          "src": [
            "policy/menu.yaml",
            117,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "user-management-page",
            "id": 51,
            "src": [
              "policy/menu.yaml",
              122,
              11
            ]
          },
          {
            "kind": "fact-true",
            "fact": "isEA",
            "id": 52,
            "src": [
              "policy/menu.yaml",
              123,
              11
            ]
          },
          {
            "kind": "fact-equals",
            "fact": "opt_out_hosting_type",
            "value": "adoptions-hosted",
            "id": 53,
            "src": [
              "policy/menu.yaml",
              124,
              11
            ]
          }
        ],
        "id": 50,
        "src": [
          "policy/menu.yaml",
          121,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        117,
        9
      ]
    },
    {
      "id": "reports",
      "variants": [
        {
          "title": "Reports",
          "path": "/reports",
          "src": [
            "policy/menu.yaml",
            126,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 55,
            "src": [
              "policy/menu.yaml",
              131,
              11
            ]
          },
          {
            "kind": "permission",
            "name": "counterReport:view",
            "id": 56,
            "src": [
              "policy/menu.yaml",
              132,
              11
            ]
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 57,
            "src": [
              "policy/menu.yaml",
              133,
              11
            ]
          }
        ],
        "id": 54,
        "src": [
          "policy/menu.yaml",
          130,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        126,
        9
      ]
    },
    {
      "id": "store",
      "variants": [
        {
          "title": "Store",
          "path": "/store",
          "src": [
            "policy/menu.yaml",
            135,
            5
          ]
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 59,
            "src": [
              "policy/menu.yaml",
              140,
              11
            ]
          },
          {
            "kind": "flag",
            "name": "store-management",
            "id": 60,
            "src": [
              "policy/menu.yaml",
              141,
              11
            ]
          }
        ],
        "id": 58,
        "src": [
          "policy/menu.yaml",
          139,
          7
        ]
      },
      "children": [],
      "src": [
        "policy/menu.yaml",
        135,
        9
      ]
    }
  ],
  "landing": {
    "flagOff": {
      "flag": "roles-and-permissions",
      "path": "/booklist",
      "src": [
        "policy/landing.yaml",
        10,
        12
      ]
    },
    "preferred": [
      "booklist",
      "adoptions",
      "analytics",
      "requests",
      "catalog-search",
      "courses",
      "students"
    ],
    "anyTopLevelItem": true,
    "fallback": "/unauthorized",
    "src": [
      "policy/landing.yaml",
      10,
      3
    ]
  },
  "constants": {
    "bootTimeoutMs": 30000,
    "fallbackRoute": "/unauthorized",
    "tooltipDelayMs": 200
  },
  "analytics": {
    "heatmaps": true,
    "sessionRecordingFlag": "record-session",
    "denyHosts": [
      "staging.adoptions.example",
      "preview.adoptions.example"
    ]
  },
  "errorReporting": {
    "tracesSampleRate": 1,
    "replaysSessionSampleRate": 0,
    "replaysOnErrorSampleRate": 1,
    "maskAllText": false,
    "blockAllMedia": false
  },
  "abilityRules": [
    {
      "action": "bulkUpload",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 61,
        "src": [
          "policy/permissions.yaml",
          11,
          3
        ]
      }
    },
    {
      "action": "view",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 62,
        "src": [
          "policy/permissions.yaml",
          12,
          3
        ]
      }
    },
    {
      "action": "edit",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 63,
        "src": [
          "policy/permissions.yaml",
          13,
          3
        ]
      }
    },
    {
      "action": "request",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:request",
        "id": 64,
        "src": [
          "policy/permissions.yaml",
          14,
          3
        ]
      }
    },
    {
      "action": "approve",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 65,
        "src": [
          "policy/permissions.yaml",
          15,
          3
        ]
      }
    },
    {
      "action": "autoApprove",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:autoApprove",
        "id": 66,
        "src": [
          "policy/permissions.yaml",
          16,
          3
        ]
      }
    },
    {
      "action": "search",
      "subject": "catalogue",
      "when": {
        "kind": "permission",
        "name": "catalogue:search",
        "id": 67,
        "src": [
          "policy/permissions.yaml",
          17,
          3
        ]
      }
    },
    {
      "action": "purchase",
      "subject": "cart",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 68,
        "src": [
          "policy/permissions.yaml",
          18,
          3
        ]
      }
    },
    {
      "action": "viewAssignedCourses",
      "subject": "adoptions",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 69,
        "src": [
          "policy/permissions.yaml",
          19,
          3
        ]
      }
    },
    {
      "action": "viewAllCourses",
      "subject": "adoptions",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 70,
        "src": [
          "policy/permissions.yaml",
          20,
          3
        ]
      }
    },
    {
      "action": "approve",
      "subject": "adoptions",
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 71,
        "src": [
          "policy/permissions.yaml",
          21,
          3
        ]
      }
    },
    {
      "action": "academic",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:academic",
        "id": 72,
        "src": [
          "policy/permissions.yaml",
          22,
          3
        ]
      }
    },
    {
      "action": "acquisitions",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:acquisitions",
        "id": 73,
        "src": [
          "policy/permissions.yaml",
          23,
          3
        ]
      }
    },
    {
      "action": "allTitles",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:allTitles",
        "id": 74,
        "src": [
          "policy/permissions.yaml",
          24,
          3
        ]
      }
    },
    {
      "action": "bibliotechAdmin",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:bibliotechAdmin",
        "id": 75,
        "src": [
          "policy/permissions.yaml",
          25,
          3
        ]
      }
    },
    {
      "action": "uaaSpend",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:uaaSpend",
        "id": 76,
        "src": [
          "policy/permissions.yaml",
          26,
          3
        ]
      }
    },
    {
      "action": "engage",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:engage",
        "id": 77,
        "src": [
          "policy/permissions.yaml",
          27,
          3
        ]
      }
    },
    {
      "action": "manage",
      "subject": "permissions",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 78,
        "src": [
          "policy/permissions.yaml",
          28,
          3
        ]
      }
    },
    {
      "action": "viewInternalStatus",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:viewInternalStatus",
        "id": 79,
        "src": [
          "policy/permissions.yaml",
          29,
          3
        ]
      }
    },
    {
      "action": "view",
      "subject": "counterReport",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 80,
        "src": [
          "policy/permissions.yaml",
          30,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "course-supply"
      },
      "when": {
        "kind": "flag",
        "name": "course-supply",
        "id": 81,
        "src": [
          "policy/flags.yaml",
          6,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "report-page"
      },
      "when": {
        "kind": "flag",
        "name": "report-page",
        "id": 82,
        "src": [
          "policy/flags.yaml",
          7,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "order-approvals-page"
      },
      "when": {
        "kind": "flag",
        "name": "order-approvals-page",
        "id": 83,
        "src": [
          "policy/flags.yaml",
          8,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "store-management"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 84,
        "src": [
          "policy/flags.yaml",
          9,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "user-management-page"
      },
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 85,
        "src": [
          "policy/flags.yaml",
          10,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "dashboards"
      },
      "when": {
        "kind": "flag",
        "name": "dashboards",
        "id": 86,
        "src": [
          "policy/flags.yaml",
          11,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "detailed-search"
      },
      "when": {
        "kind": "flag",
        "name": "detailed-search",
        "id": 87,
        "src": [
          "policy/flags.yaml",
          12,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "record-session"
      },
      "when": {
        "kind": "flag",
        "name": "record-session",
        "id": 88,
        "src": [
          "policy/flags.yaml",
          13,
          3
        ]
      }
    },
    {
      "action": "use",
      "subject": "Feature",
      "conditions": {
        "name": "roles-and-permissions"
      },
      "when": {
        "kind": "flag",
        "name": "roles-and-permissions",
        "id": 89,
        "src": [
          "policy/flags.yaml",
          14,
          3
        ]
      }
    },
    {
      "action": "pass",
      "subject": "Check",
      "conditions": {
        "name": "hasRequestsPageAccess"
      },
      "when": {
        "kind": "check",
        "name": "hasRequestsPageAccess",
        "id": 90,
        "src": [
          "policy/checks.yaml",
          21,
          3
        ]
      }
    },
    {
      "action": "pass",
      "subject": "Check",
      "conditions": {
        "name": "hasReportsPageAccess"
      },
      "when": {
        "kind": "check",
        "name": "hasReportsPageAccess",
        "id": 91,
        "src": [
          "policy/checks.yaml",
          27,
          3
        ]
      }
    },
    {
      "action": "pass",
      "subject": "Check",
      "conditions": {
        "name": "hasSupplyPageAccess"
      },
      "when": {
        "kind": "check",
        "name": "hasSupplyPageAccess",
        "id": 92,
        "src": [
          "policy/checks.yaml",
          33,
          3
        ]
      }
    },
    {
      "action": "pass",
      "subject": "Check",
      "conditions": {
        "name": "hasAdminAccess"
      },
      "when": {
        "kind": "check",
        "name": "hasAdminAccess",
        "id": 93,
        "src": [
          "policy/checks.yaml",
          36,
          3
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/"
      },
      "when": {
        "kind": "always",
        "id": 95,
        "src": [
          "policy/routes.yaml",
          22,
          13
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/unauthorized"
      },
      "when": {
        "kind": "always",
        "id": 96,
        "src": [
          "policy/routes.yaml",
          27,
          13
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/adoptions"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "adoptions:viewAssignedCourses",
                "id": 97,
                "src": [
                  "policy/routes.yaml",
                  31,
                  27
                ]
              }
            ],
            "id": 98,
            "src": [
              "policy/routes.yaml",
              31,
              13
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "adoptions:viewAssignedCourses",
                "id": 10,
                "src": [
                  "policy/menu.yaml",
                  19,
                  11
                ]
              },
              {
                "kind": "fact-true",
                "fact": "isEAorIA",
                "id": 11,
                "src": [
                  "policy/menu.yaml",
                  20,
                  11
                ]
              }
            ],
            "id": 9,
            "src": [
              "policy/menu.yaml",
              18,
              7
            ]
          }
        ],
        "id": 99,
        "src": [
          "policy/routes.yaml",
          29,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/analytics/$dashboardId"
      },
      "when": {
        "kind": "flag",
        "name": "dashboards",
        "id": 100,
        "src": [
          "policy/routes.yaml",
          36,
          21
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 101,
                "src": [
                  "policy/routes.yaml",
                  40,
                  27
                ]
              }
            ],
            "id": 102,
            "src": [
              "policy/routes.yaml",
              40,
              13
            ]
          },
          {
            "kind": "permission",
            "name": "booklist:view",
            "id": 19,
            "src": [
              "policy/menu.yaml",
              41,
              11
            ]
          }
        ],
        "id": 103,
        "src": [
          "policy/routes.yaml",
          38,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/supply"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 104,
                "src": [
                  "policy/routes.yaml",
                  47,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasSupplyPageAccess",
                "id": 105,
                "src": [
                  "policy/routes.yaml",
                  48,
                  14
                ]
              }
            ],
            "id": 106,
            "src": [
              "policy/routes.yaml",
              46,
              7
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "not",
                "of": {
                  "kind": "fact-true",
                  "fact": "isPricingApprovalsEnabled",
                  "id": 22,
                  "src": [
                    "policy/menu.yaml",
                    48,
                    20
                  ]
                },
                "id": 21,
                "src": [
                  "policy/menu.yaml",
                  48,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 23,
                "src": [
                  "policy/menu.yaml",
                  49,
                  15
                ]
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 24,
                "src": [
                  "policy/menu.yaml",
                  50,
                  15
                ]
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 25,
                "src": [
                  "policy/menu.yaml",
                  51,
                  15
                ]
              }
            ],
            "id": 20,
            "src": [
              "policy/menu.yaml",
              47,
              11
            ]
          }
        ],
        "id": 107,
        "src": [
          "policy/routes.yaml",
          42,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/supply"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 108,
                "src": [
                  "policy/routes.yaml",
                  47,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasSupplyPageAccess",
                "id": 109,
                "src": [
                  "policy/routes.yaml",
                  48,
                  14
                ]
              }
            ],
            "id": 110,
            "src": [
              "policy/routes.yaml",
              46,
              7
            ]
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "any",
                "of": [
                  {
                    "kind": "all",
                    "of": [
                      {
                        "kind": "fact-equals",
                        "fact": "approval_config",
                        "value": "adoption_approvals",
                        "id": 34,
                        "src": [
                          "policy/menu.yaml",
                          78,
                          15
                        ]
                      },
                      {
                        "kind": "all",
                        "of": [
                          {
                            "kind": "fact-true",
                            "fact": "isPricingApprovalsEnabled",
                            "id": 40,
                            "src": [
                              "policy/menu.yaml",
                              97,
                              15
                            ]
                          },
                          {
                            "kind": "permission",
                            "name": "booklist:view",
                            "id": 41,
                            "src": [
                              "policy/menu.yaml",
                              98,
                              15
                            ]
                          },
                          {
                            "kind": "flag",
                            "name": "course-supply",
                            "id": 42,
                            "src": [
                              "policy/menu.yaml",
                              99,
                              15
                            ]
                          },
                          {
                            "kind": "fact-equals",
                            "fact": "enable_supply_request",
                            "value": "enabled",
                            "id": 43,
                            "src": [
                              "policy/menu.yaml",
                              100,
                              15
                            ]
                          }
                        ],
                        "id": 39,
                        "src": [
                          "policy/menu.yaml",
                          96,
                          11
                        ]
                      }
                    ],
                    "id": 111,
                    "src": [
                      "policy/menu.yaml",
                      92,
                      13
                    ]
                  },
                  {
                    "kind": "all",
                    "of": [
                      {
                        "kind": "not",
                        "of": {
                          "kind": "fact-equals",
                          "fact": "approval_config",
                          "value": "adoption_approvals",
                          "id": 34,
                          "src": [
                            "policy/menu.yaml",
                            78,
                            15
                          ]
                        },
                        "id": 94,
                        "src": [
                          "policy/menu.yaml",
                          78,
                          9
                        ]
                      },
                      {
                        "kind": "all",
                        "of": [
                          {
                            "kind": "fact-true",
                            "fact": "isPricingApprovalsEnabled",
                            "id": 40,
                            "src": [
                              "policy/menu.yaml",
                              97,
                              15
                            ]
                          },
                          {
                            "kind": "permission",
                            "name": "booklist:view",
                            "id": 41,
                            "src": [
                              "policy/menu.yaml",
                              98,
                              15
                            ]
                          },
                          {
                            "kind": "flag",
                            "name": "course-supply",
                            "id": 42,
                            "src": [
                              "policy/menu.yaml",
                              99,
                              15
                            ]
                          },
                          {
                            "kind": "fact-equals",
                            "fact": "enable_supply_request",
                            "value": "enabled",
                            "id": 43,
                            "src": [
                              "policy/menu.yaml",
                              100,
                              15
                            ]
                          }
                        ],
                        "id": 39,
                        "src": [
                          "policy/menu.yaml",
                          96,
                          11
                        ]
                      }
                    ],
                    "id": 112,
                    "src": [
                      "policy/menu.yaml",
                      92,
                      13
                    ]
                  }
                ],
                "id": 113,
                "src": [
                  "policy/menu.yaml",
                  92,
                  13
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "any",
                  "of": [
                    {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 34,
                      "src": [
                        "policy/menu.yaml",
                        78,
                        15
                      ]
                    },
                    {
                      "kind": "not",
                      "of": {
                        "kind": "fact-equals",
                        "fact": "approval_config",
                        "value": "adoption_approvals",
                        "id": 34,
                        "src": [
                          "policy/menu.yaml",
                          78,
                          15
                        ]
                      },
                      "id": 94,
                      "src": [
                        "policy/menu.yaml",
                        78,
                        9
                      ]
                    }
                  ],
                  "id": 114,
                  "src": [
                    "policy/menu.yaml",
                    92,
                    13
                  ]
                },
                "id": 115,
                "src": [
                  "policy/menu.yaml",
                  92,
                  13
                ]
              }
            ],
            "id": 116,
            "src": [
              "policy/menu.yaml",
              92,
              13
            ]
          }
        ],
        "id": 117,
        "src": [
          "policy/routes.yaml",
          43,
          15
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/upload"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:bulkUpload",
                "id": 118,
                "src": [
                  "policy/routes.yaml",
                  53,
                  27
                ]
              }
            ],
            "id": 119,
            "src": [
              "policy/routes.yaml",
              53,
              13
            ]
          },
          {
            "kind": "permission",
            "name": "booklist:bulkUpload",
            "id": 26,
            "src": [
              "policy/menu.yaml",
              55,
              15
            ]
          }
        ],
        "id": 120,
        "src": [
          "policy/routes.yaml",
          50,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/upload/$uploadId"
      },
      "when": {
        "kind": "always",
        "id": 121,
        "src": [
          "policy/routes.yaml",
          59,
          13
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/catalog-search"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "catalogue:search",
                "id": 122,
                "src": [
                  "policy/routes.yaml",
                  63,
                  27
                ]
              }
            ],
            "id": 123,
            "src": [
              "policy/routes.yaml",
              63,
              13
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "catalogue:search",
                "id": 17,
                "src": [
                  "policy/menu.yaml",
                  35,
                  11
                ]
              },
              {
                "kind": "flag",
                "name": "detailed-search",
                "id": 18,
                "src": [
                  "policy/menu.yaml",
                  36,
                  11
                ]
              }
            ],
            "id": 16,
            "src": [
              "policy/menu.yaml",
              34,
              7
            ]
          }
        ],
        "id": 124,
        "src": [
          "policy/routes.yaml",
          61,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/search"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "catalogue:search",
                "id": 125,
                "src": [
                  "policy/routes.yaml",
                  67,
                  27
                ]
              }
            ],
            "id": 126,
            "src": [
              "policy/routes.yaml",
              67,
              13
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "catalogue:search",
                "id": 13,
                "src": [
                  "policy/menu.yaml",
                  27,
                  11
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "flag",
                  "name": "detailed-search",
                  "id": 15,
                  "src": [
                    "policy/menu.yaml",
                    28,
                    16
                  ]
                },
                "id": 14,
                "src": [
                  "policy/menu.yaml",
                  28,
                  11
                ]
              }
            ],
            "id": 12,
            "src": [
              "policy/menu.yaml",
              26,
              7
            ]
          }
        ],
        "id": 127,
        "src": [
          "policy/routes.yaml",
          65,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/courses"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "adoptions:viewAllCourses",
                "id": 128,
                "src": [
                  "policy/routes.yaml",
                  71,
                  27
                ]
              }
            ],
            "id": 129,
            "src": [
              "policy/routes.yaml",
              71,
              13
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "courseIngestionEnabled",
                "id": 48,
                "src": [
                  "policy/menu.yaml",
                  114,
                  11
                ]
              },
              {
                "kind": "permission",
                "name": "adoptions:viewAllCourses",
                "id": 49,
                "src": [
                  "policy/menu.yaml",
                  115,
                  11
                ]
              }
            ],
            "id": 47,
            "src": [
              "policy/menu.yaml",
              113,
              7
            ]
          }
        ],
        "id": 130,
        "src": [
          "policy/routes.yaml",
          69,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/reports"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "report-page",
                "id": 131,
                "src": [
                  "policy/routes.yaml",
                  76,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasReportsPageAccess",
                "id": 132,
                "src": [
                  "policy/routes.yaml",
                  77,
                  14
                ]
              }
            ],
            "id": 133,
            "src": [
              "policy/routes.yaml",
              76,
              7
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "report-page",
                "id": 55,
                "src": [
                  "policy/menu.yaml",
                  131,
                  11
                ]
              },
              {
                "kind": "permission",
                "name": "counterReport:view",
                "id": 56,
                "src": [
                  "policy/menu.yaml",
                  132,
                  11
                ]
              },
              {
                "kind": "check",
                "name": "hasReportsPageAccess",
                "id": 57,
                "src": [
                  "policy/menu.yaml",
                  133,
                  11
                ]
              }
            ],
            "id": 54,
            "src": [
              "policy/menu.yaml",
              130,
              7
            ]
          }
        ],
        "id": 134,
        "src": [
          "policy/routes.yaml",
          73,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 135,
                "src": [
                  "policy/routes.yaml",
                  83,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 136,
                "src": [
                  "policy/routes.yaml",
                  84,
                  14
                ]
              }
            ],
            "id": 137,
            "src": [
              "policy/routes.yaml",
              83,
              7
            ]
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "all",
                "of": [
                  {
                    "kind": "not",
                    "of": {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 34,
                      "src": [
                        "policy/menu.yaml",
                        78,
                        15
                      ]
                    },
                    "id": 94,
                    "src": [
                      "policy/menu.yaml",
                      78,
                      9
                    ]
                  },
                  {
                    "kind": "all",
                    "of": [
                      {
                        "kind": "fact-true",
                        "fact": "hasApprovalPermission",
                        "id": 36,
                        "src": [
                          "policy/menu.yaml",
                          85,
                          11
                        ]
                      },
                      {
                        "kind": "flag",
                        "name": "order-approvals-page",
                        "id": 37,
                        "src": [
                          "policy/menu.yaml",
                          86,
                          11
                        ]
                      }
                    ],
                    "id": 35,
                    "src": [
                      "policy/menu.yaml",
                      84,
                      7
                    ]
                  }
                ],
                "id": 138,
                "src": [
                  "policy/menu.yaml",
                  76,
                  9
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "not",
                  "of": {
                    "kind": "fact-equals",
                    "fact": "approval_config",
                    "value": "adoption_approvals",
                    "id": 34,
                    "src": [
                      "policy/menu.yaml",
                      78,
                      15
                    ]
                  },
                  "id": 94,
                  "src": [
                    "policy/menu.yaml",
                    78,
                    9
                  ]
                },
                "id": 139,
                "src": [
                  "policy/menu.yaml",
                  76,
                  9
                ]
              }
            ],
            "id": 140,
            "src": [
              "policy/menu.yaml",
              76,
              9
            ]
          }
        ],
        "id": 141,
        "src": [
          "policy/routes.yaml",
          79,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 142,
                "src": [
                  "policy/routes.yaml",
                  83,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 143,
                "src": [
                  "policy/routes.yaml",
                  84,
                  14
                ]
              }
            ],
            "id": 144,
            "src": [
              "policy/routes.yaml",
              83,
              7
            ]
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "all",
                "of": [
                  {
                    "kind": "fact-equals",
                    "fact": "approval_config",
                    "value": "adoption_approvals",
                    "id": 34,
                    "src": [
                      "policy/menu.yaml",
                      78,
                      15
                    ]
                  },
                  {
                    "kind": "all",
                    "of": [
                      {
                        "kind": "fact-true",
                        "fact": "hasApprovalPermission",
                        "id": 36,
                        "src": [
                          "policy/menu.yaml",
                          85,
                          11
                        ]
                      },
                      {
                        "kind": "flag",
                        "name": "order-approvals-page",
                        "id": 37,
                        "src": [
                          "policy/menu.yaml",
                          86,
                          11
                        ]
                      }
                    ],
                    "id": 35,
                    "src": [
                      "policy/menu.yaml",
                      84,
                      7
                    ]
                  }
                ],
                "id": 145,
                "src": [
                  "policy/menu.yaml",
                  76,
                  9
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "fact-equals",
                  "fact": "approval_config",
                  "value": "adoption_approvals",
                  "id": 34,
                  "src": [
                    "policy/menu.yaml",
                    78,
                    15
                  ]
                },
                "id": 146,
                "src": [
                  "policy/menu.yaml",
                  76,
                  9
                ]
              }
            ],
            "id": 147,
            "src": [
              "policy/menu.yaml",
              76,
              9
            ]
          }
        ],
        "id": 148,
        "src": [
          "policy/routes.yaml",
          80,
          15
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/history"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 149,
                "src": [
                  "policy/routes.yaml",
                  90,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 150,
                "src": [
                  "policy/routes.yaml",
                  91,
                  14
                ]
              }
            ],
            "id": 151,
            "src": [
              "policy/routes.yaml",
              90,
              7
            ]
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "all",
                "of": [
                  {
                    "kind": "not",
                    "of": {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 34,
                      "src": [
                        "policy/menu.yaml",
                        78,
                        15
                      ]
                    },
                    "id": 94,
                    "src": [
                      "policy/menu.yaml",
                      78,
                      9
                    ]
                  },
                  {
                    "kind": "fact-true",
                    "fact": "hasApprovalPermission",
                    "id": 38,
                    "src": [
                      "policy/menu.yaml",
                      91,
                      15
                    ]
                  }
                ],
                "id": 152,
                "src": [
                  "policy/menu.yaml",
                  88,
                  13
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "not",
                  "of": {
                    "kind": "fact-equals",
                    "fact": "approval_config",
                    "value": "adoption_approvals",
                    "id": 34,
                    "src": [
                      "policy/menu.yaml",
                      78,
                      15
                    ]
                  },
                  "id": 94,
                  "src": [
                    "policy/menu.yaml",
                    78,
                    9
                  ]
                },
                "id": 153,
                "src": [
                  "policy/menu.yaml",
                  88,
                  13
                ]
              }
            ],
            "id": 154,
            "src": [
              "policy/menu.yaml",
              88,
              13
            ]
          }
        ],
        "id": 155,
        "src": [
          "policy/routes.yaml",
          86,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals/history"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 156,
                "src": [
                  "policy/routes.yaml",
                  90,
                  13
                ]
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 157,
                "src": [
                  "policy/routes.yaml",
                  91,
                  14
                ]
              }
            ],
            "id": 158,
            "src": [
              "policy/routes.yaml",
              90,
              7
            ]
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "all",
                "of": [
                  {
                    "kind": "fact-equals",
                    "fact": "approval_config",
                    "value": "adoption_approvals",
                    "id": 34,
                    "src": [
                      "policy/menu.yaml",
                      78,
                      15
                    ]
                  },
                  {
                    "kind": "fact-true",
                    "fact": "hasApprovalPermission",
                    "id": 38,
                    "src": [
                      "policy/menu.yaml",
                      91,
                      15
                    ]
                  }
                ],
                "id": 159,
                "src": [
                  "policy/menu.yaml",
                  88,
                  13
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "fact-equals",
                  "fact": "approval_config",
                  "value": "adoption_approvals",
                  "id": 34,
                  "src": [
                    "policy/menu.yaml",
                    78,
                    15
                  ]
                },
                "id": 160,
                "src": [
                  "policy/menu.yaml",
                  88,
                  13
                ]
              }
            ],
            "id": 161,
            "src": [
              "policy/menu.yaml",
              88,
              13
            ]
          }
        ],
        "id": 162,
        "src": [
          "policy/routes.yaml",
          87,
          15
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/purchase"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 163,
            "src": [
              "policy/routes.yaml",
              96,
              13
            ]
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 164,
            "src": [
              "policy/routes.yaml",
              97,
              14
            ]
          }
        ],
        "id": 165,
        "src": [
          "policy/routes.yaml",
          96,
          7
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/search/$nbsi"
      },
      "when": {
        "kind": "always",
        "id": 166,
        "src": [
          "policy/routes.yaml",
          102,
          13
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/search/request"
      },
      "when": {
        "kind": "always",
        "id": 167,
        "src": [
          "policy/routes.yaml",
          107,
          13
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/new-request"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "always",
            "id": 168,
            "src": [
              "policy/routes.yaml",
              107,
              13
            ]
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "any",
                "of": [
                  {
                    "kind": "all",
                    "of": [
                      {
                        "kind": "fact-equals",
                        "fact": "approval_config",
                        "value": "adoption_approvals",
                        "id": 34,
                        "src": [
                          "policy/menu.yaml",
                          78,
                          15
                        ]
                      },
                      {
                        "kind": "all",
                        "of": [
                          {
                            "kind": "fact-true",
                            "fact": "isPricingApprovalsEnabled",
                            "id": 45,
                            "src": [
                              "policy/menu.yaml",
                              106,
                              15
                            ]
                          },
                          {
                            "kind": "permission",
                            "name": "booklist:request",
                            "id": 46,
                            "src": [
                              "policy/menu.yaml",
                              107,
                              15
                            ]
                          }
                        ],
                        "id": 44,
                        "src": [
                          "policy/menu.yaml",
                          105,
                          11
                        ]
                      }
                    ],
                    "id": 169,
                    "src": [
                      "policy/menu.yaml",
                      101,
                      13
                    ]
                  },
                  {
                    "kind": "all",
                    "of": [
                      {
                        "kind": "not",
                        "of": {
                          "kind": "fact-equals",
                          "fact": "approval_config",
                          "value": "adoption_approvals",
                          "id": 34,
                          "src": [
                            "policy/menu.yaml",
                            78,
                            15
                          ]
                        },
                        "id": 94,
                        "src": [
                          "policy/menu.yaml",
                          78,
                          9
                        ]
                      },
                      {
                        "kind": "all",
                        "of": [
                          {
                            "kind": "fact-true",
                            "fact": "isPricingApprovalsEnabled",
                            "id": 45,
                            "src": [
                              "policy/menu.yaml",
                              106,
                              15
                            ]
                          },
                          {
                            "kind": "permission",
                            "name": "booklist:request",
                            "id": 46,
                            "src": [
                              "policy/menu.yaml",
                              107,
                              15
                            ]
                          }
                        ],
                        "id": 44,
                        "src": [
                          "policy/menu.yaml",
                          105,
                          11
                        ]
                      }
                    ],
                    "id": 170,
                    "src": [
                      "policy/menu.yaml",
                      101,
                      13
                    ]
                  }
                ],
                "id": 171,
                "src": [
                  "policy/menu.yaml",
                  101,
                  13
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "any",
                  "of": [
                    {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 34,
                      "src": [
                        "policy/menu.yaml",
                        78,
                        15
                      ]
                    },
                    {
                      "kind": "not",
                      "of": {
                        "kind": "fact-equals",
                        "fact": "approval_config",
                        "value": "adoption_approvals",
                        "id": 34,
                        "src": [
                          "policy/menu.yaml",
                          78,
                          15
                        ]
                      },
                      "id": 94,
                      "src": [
                        "policy/menu.yaml",
                        78,
                        9
                      ]
                    }
                  ],
                  "id": 172,
                  "src": [
                    "policy/menu.yaml",
                    101,
                    13
                  ]
                },
                "id": 173,
                "src": [
                  "policy/menu.yaml",
                  101,
                  13
                ]
              }
            ],
            "id": 174,
            "src": [
              "policy/menu.yaml",
              101,
              13
            ]
          }
        ],
        "id": 175,
        "src": [
          "policy/routes.yaml",
          105,
          15
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/new-request"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "always",
            "id": 176,
            "src": [
              "policy/routes.yaml",
              107,
              13
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 28,
                "src": [
                  "policy/menu.yaml",
                  61,
                  15
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "fact-true",
                  "fact": "isPricingApprovalsEnabled",
                  "id": 30,
                  "src": [
                    "policy/menu.yaml",
                    62,
                    20
                  ]
                },
                "id": 29,
                "src": [
                  "policy/menu.yaml",
                  62,
                  15
                ]
              }
            ],
            "id": 27,
            "src": [
              "policy/menu.yaml",
              60,
              11
            ]
          }
        ],
        "id": 177,
        "src": [
          "policy/routes.yaml",
          105,
          38
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/store"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "store-management",
            "id": 178,
            "src": [
              "policy/routes.yaml",
              111,
              21
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "institutionHasStore",
                "id": 59,
                "src": [
                  "policy/menu.yaml",
                  140,
                  11
                ]
              },
              {
                "kind": "flag",
                "name": "store-management",
                "id": 60,
                "src": [
                  "policy/menu.yaml",
                  141,
                  11
                ]
              }
            ],
            "id": 58,
            "src": [
              "policy/menu.yaml",
              139,
              7
            ]
          }
        ],
        "id": 179,
        "src": [
          "policy/routes.yaml",
          109,
          11
        ]
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/students"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "user-management-page",
            "id": 180,
            "src": [
              "policy/routes.yaml",
              115,
              21
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "flag",
                "name": "user-management-page",
                "id": 51,
                "src": [
                  "policy/menu.yaml",
                  122,
                  11
                ]
              },
              {
                "kind": "fact-true",
                "fact": "isEA",
                "id": 52,
                "src": [
                  "policy/menu.yaml",
                  123,
                  11
                ]
              },
              {
                "kind": "fact-equals",
                "fact": "opt_out_hosting_type",
                "value": "adoptions-hosted",
                "id": 53,
                "src": [
                  "policy/menu.yaml",
                  124,
                  11
                ]
              }
            ],
            "id": 50,
            "src": [
              "policy/menu.yaml",
              121,
              7
            ]
          }
        ],
        "id": 181,
        "src": [
          "policy/routes.yaml",
          113,
          11
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "adoptions"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "adoptions:viewAssignedCourses",
            "id": 10,
            "src": [
              "policy/menu.yaml",
              19,
              11
            ]
          },
          {
            "kind": "fact-true",
            "fact": "isEAorIA",
            "id": 11,
            "src": [
              "policy/menu.yaml",
              20,
              11
            ]
          }
        ],
        "id": 9,
        "src": [
          "policy/menu.yaml",
          18,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "search"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 13,
            "src": [
              "policy/menu.yaml",
              27,
              11
            ]
          },
          {
            "kind": "not",
            "of": {
              "kind": "flag",
              "name": "detailed-search",
              "id": 15,
              "src": [
                "policy/menu.yaml",
                28,
                16
              ]
            },
            "id": 14,
            "src": [
              "policy/menu.yaml",
              28,
              11
            ]
          }
        ],
        "id": 12,
        "src": [
          "policy/menu.yaml",
          26,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "catalog-search"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 17,
            "src": [
              "policy/menu.yaml",
              35,
              11
            ]
          },
          {
            "kind": "flag",
            "name": "detailed-search",
            "id": 18,
            "src": [
              "policy/menu.yaml",
              36,
              11
            ]
          }
        ],
        "id": 16,
        "src": [
          "policy/menu.yaml",
          34,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "booklist"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 19,
        "src": [
          "policy/menu.yaml",
          41,
          11
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "booklist-supplies"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "booklist:view",
            "id": 19,
            "src": [
              "policy/menu.yaml",
              41,
              11
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "not",
                "of": {
                  "kind": "fact-true",
                  "fact": "isPricingApprovalsEnabled",
                  "id": 22,
                  "src": [
                    "policy/menu.yaml",
                    48,
                    20
                  ]
                },
                "id": 21,
                "src": [
                  "policy/menu.yaml",
                  48,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 23,
                "src": [
                  "policy/menu.yaml",
                  49,
                  15
                ]
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 24,
                "src": [
                  "policy/menu.yaml",
                  50,
                  15
                ]
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 25,
                "src": [
                  "policy/menu.yaml",
                  51,
                  15
                ]
              }
            ],
            "id": 20,
            "src": [
              "policy/menu.yaml",
              47,
              11
            ]
          }
        ],
        "id": 182,
        "src": [
          "policy/menu.yaml",
          43,
          13
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "booklist-upload"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "booklist:view",
            "id": 19,
            "src": [
              "policy/menu.yaml",
              41,
              11
            ]
          },
          {
            "kind": "permission",
            "name": "booklist:bulkUpload",
            "id": 26,
            "src": [
              "policy/menu.yaml",
              55,
              15
            ]
          }
        ],
        "id": 183,
        "src": [
          "policy/menu.yaml",
          52,
          13
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "booklist-new-request"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "booklist:view",
            "id": 19,
            "src": [
              "policy/menu.yaml",
              41,
              11
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 28,
                "src": [
                  "policy/menu.yaml",
                  61,
                  15
                ]
              },
              {
                "kind": "not",
                "of": {
                  "kind": "fact-true",
                  "fact": "isPricingApprovalsEnabled",
                  "id": 30,
                  "src": [
                    "policy/menu.yaml",
                    62,
                    20
                  ]
                },
                "id": 29,
                "src": [
                  "policy/menu.yaml",
                  62,
                  15
                ]
              }
            ],
            "id": 27,
            "src": [
              "policy/menu.yaml",
              60,
              11
            ]
          }
        ],
        "id": 184,
        "src": [
          "policy/menu.yaml",
          56,
          13
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "analytics"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 32,
            "src": [
              "policy/menu.yaml",
              69,
              11
            ]
          },
          {
            "kind": "fact-not-empty",
            "fact": "availableDashboards",
            "id": 33,
            "src": [
              "policy/menu.yaml",
              70,
              11
            ]
          }
        ],
        "id": 31,
        "src": [
          "policy/menu.yaml",
          68,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "requests"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 36,
            "src": [
              "policy/menu.yaml",
              85,
              11
            ]
          },
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 37,
            "src": [
              "policy/menu.yaml",
              86,
              11
            ]
          }
        ],
        "id": 35,
        "src": [
          "policy/menu.yaml",
          84,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "requests-history"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "hasApprovalPermission",
                "id": 36,
                "src": [
                  "policy/menu.yaml",
                  85,
                  11
                ]
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 37,
                "src": [
                  "policy/menu.yaml",
                  86,
                  11
                ]
              }
            ],
            "id": 35,
            "src": [
              "policy/menu.yaml",
              84,
              7
            ]
          },
          {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 38,
            "src": [
              "policy/menu.yaml",
              91,
              15
            ]
          }
        ],
        "id": 185,
        "src": [
          "policy/menu.yaml",
          88,
          13
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "requests-supplies"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "hasApprovalPermission",
                "id": 36,
                "src": [
                  "policy/menu.yaml",
                  85,
                  11
                ]
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 37,
                "src": [
                  "policy/menu.yaml",
                  86,
                  11
                ]
              }
            ],
            "id": 35,
            "src": [
              "policy/menu.yaml",
              84,
              7
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 40,
                "src": [
                  "policy/menu.yaml",
                  97,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 41,
                "src": [
                  "policy/menu.yaml",
                  98,
                  15
                ]
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 42,
                "src": [
                  "policy/menu.yaml",
                  99,
                  15
                ]
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 43,
                "src": [
                  "policy/menu.yaml",
                  100,
                  15
                ]
              }
            ],
            "id": 39,
            "src": [
              "policy/menu.yaml",
              96,
              11
            ]
          }
        ],
        "id": 186,
        "src": [
          "policy/menu.yaml",
          92,
          13
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "requests-new-request"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "hasApprovalPermission",
                "id": 36,
                "src": [
                  "policy/menu.yaml",
                  85,
                  11
                ]
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 37,
                "src": [
                  "policy/menu.yaml",
                  86,
                  11
                ]
              }
            ],
            "id": 35,
            "src": [
              "policy/menu.yaml",
              84,
              7
            ]
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 45,
                "src": [
                  "policy/menu.yaml",
                  106,
                  15
                ]
              },
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 46,
                "src": [
                  "policy/menu.yaml",
                  107,
                  15
                ]
              }
            ],
            "id": 44,
            "src": [
              "policy/menu.yaml",
              105,
              11
            ]
          }
        ],
        "id": 187,
        "src": [
          "policy/menu.yaml",
          101,
          13
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "courses"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "courseIngestionEnabled",
            "id": 48,
            "src": [
              "policy/menu.yaml",
              114,
              11
            ]
          },
          {
            "kind": "permission",
            "name": "adoptions:viewAllCourses",
            "id": 49,
            "src": [
              "policy/menu.yaml",
              115,
              11
            ]
          }
        ],
        "id": 47,
        "src": [
          "policy/menu.yaml",
          113,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "students"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "user-management-page",
            "id": 51,
            "src": [
              "policy/menu.yaml",
              122,
              11
            ]
          },
          {
            "kind": "fact-true",
            "fact": "isEA",
            "id": 52,
            "src": [
              "policy/menu.yaml",
              123,
              11
            ]
          },
          {
            "kind": "fact-equals",
            "fact": "opt_out_hosting_type",
            "value": "adoptions-hosted",
            "id": 53,
            "src": [
              "policy/menu.yaml",
              124,
              11
            ]
          }
        ],
        "id": 50,
        "src": [
          "policy/menu.yaml",
          121,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "reports"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 55,
            "src": [
              "policy/menu.yaml",
              131,
              11
            ]
          },
          {
            "kind": "permission",
            "name": "counterReport:view",
            "id": 56,
            "src": [
              "policy/menu.yaml",
              132,
              11
            ]
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 57,
            "src": [
              "policy/menu.yaml",
              133,
              11
            ]
          }
        ],
        "id": 54,
        "src": [
          "policy/menu.yaml",
          130,
          7
        ]
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "store"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 59,
            "src": [
              "policy/menu.yaml",
              140,
              11
            ]
          },
          {
            "kind": "flag",
            "name": "store-management",
            "id": 60,
            "src": [
              "policy/menu.yaml",
              141,
              11
            ]
          }
        ],
        "id": 58,
        "src": [
          "policy/menu.yaml",
          139,
          7
        ]
      }
    },
    {
      "action": "read",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 188,
        "src": [
          "policy/resources/adoption.yaml",
          20,
          15
        ]
      },
      "src": [
        "policy/resources/adoption.yaml",
        20,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 189,
          "src": [
            "policy/resources/adoption.yaml",
            21,
            16
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 190,
        "src": [
          "policy/resources/adoption.yaml",
          22,
          15
        ]
      },
      "src": [
        "policy/resources/adoption.yaml",
        22,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "instructorIds": {
          "$eq": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 191,
          "src": [
            "policy/resources/adoption.yaml",
            25,
            15
          ]
        },
        {
          "field": "instructorIds",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 192,
          "src": [
            "policy/resources/adoption.yaml",
            26,
            15
          ]
        }
      ]
    },
    {
      "action": "adopt",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 193,
        "src": [
          "policy/resources/adoption.yaml",
          30,
          15
        ]
      },
      "src": [
        "policy/resources/adoption.yaml",
        30,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "instructorIds": {
          "$eq": {
            "$user": "id"
          }
        },
        "status": {
          "$in": [
            "draft",
            "submitted"
          ]
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 194,
          "src": [
            "policy/resources/adoption.yaml",
            33,
            15
          ]
        },
        {
          "field": "instructorIds",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 195,
          "src": [
            "policy/resources/adoption.yaml",
            34,
            15
          ]
        },
        {
          "field": "status",
          "op": "in",
          "value": [
            "draft",
            "submitted"
          ],
          "id": 196,
          "src": [
            "policy/resources/adoption.yaml",
            35,
            15
          ]
        }
      ]
    },
    {
      "action": "approve",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 197,
        "src": [
          "policy/resources/adoption.yaml",
          39,
          15
        ]
      },
      "src": [
        "policy/resources/adoption.yaml",
        39,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "submitted"
        },
        "adopterId": {
          "$ne": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 198,
          "src": [
            "policy/resources/adoption.yaml",
            42,
            15
          ]
        },
        {
          "field": "status",
          "op": "eq",
          "value": "submitted",
          "id": 199,
          "src": [
            "policy/resources/adoption.yaml",
            43,
            15
          ]
        },
        {
          "field": "adopterId",
          "op": "ne",
          "value": {
            "$user": "id"
          },
          "id": 200,
          "src": [
            "policy/resources/adoption.yaml",
            44,
            15
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "BooklistItem",
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 201,
        "src": [
          "policy/resources/booklist-item.yaml",
          23,
          15
        ]
      },
      "src": [
        "policy/resources/booklist-item.yaml",
        23,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 202,
          "src": [
            "policy/resources/booklist-item.yaml",
            24,
            16
          ]
        }
      ]
    },
    {
      "action": "edit",
      "subject": "BooklistItem",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 203,
        "src": [
          "policy/resources/booklist-item.yaml",
          28,
          15
        ]
      },
      "src": [
        "policy/resources/booklist-item.yaml",
        28,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "listStatus": {
          "$ne": "final"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 204,
          "src": [
            "policy/resources/booklist-item.yaml",
            31,
            15
          ]
        },
        {
          "field": "listStatus",
          "op": "ne",
          "value": "final",
          "id": 205,
          "src": [
            "policy/resources/booklist-item.yaml",
            32,
            15
          ]
        }
      ]
    },
    {
      "action": "viewInternalStatus",
      "subject": "BooklistItem",
      "when": {
        "kind": "permission",
        "name": "booklist:viewInternalStatus",
        "id": 206,
        "src": [
          "policy/resources/booklist-item.yaml",
          36,
          15
        ]
      },
      "src": [
        "policy/resources/booklist-item.yaml",
        36,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 207,
          "src": [
            "policy/resources/booklist-item.yaml",
            37,
            16
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 208,
        "src": [
          "policy/resources/booklist.yaml",
          18,
          15
        ]
      },
      "src": [
        "policy/resources/booklist.yaml",
        18,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 209,
          "src": [
            "policy/resources/booklist.yaml",
            19,
            16
          ]
        }
      ]
    },
    {
      "action": "edit",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 210,
        "src": [
          "policy/resources/booklist.yaml",
          23,
          15
        ]
      },
      "src": [
        "policy/resources/booklist.yaml",
        23,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$ne": "final"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 211,
          "src": [
            "policy/resources/booklist.yaml",
            26,
            15
          ]
        },
        {
          "field": "status",
          "op": "ne",
          "value": "final",
          "id": 212,
          "src": [
            "policy/resources/booklist.yaml",
            27,
            15
          ]
        }
      ]
    },
    {
      "action": "bulkUpload",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 213,
        "src": [
          "policy/resources/booklist.yaml",
          31,
          15
        ]
      },
      "src": [
        "policy/resources/booklist.yaml",
        31,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$ne": "final"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 214,
          "src": [
            "policy/resources/booklist.yaml",
            34,
            15
          ]
        },
        {
          "field": "status",
          "op": "ne",
          "value": "final",
          "id": 215,
          "src": [
            "policy/resources/booklist.yaml",
            35,
            15
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "CounterReport",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 216,
        "src": [
          "policy/resources/counter-report.yaml",
          16,
          15
        ]
      },
      "src": [
        "policy/resources/counter-report.yaml",
        16,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 217,
          "src": [
            "policy/resources/counter-report.yaml",
            17,
            16
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Course",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 218,
        "src": [
          "policy/resources/course.yaml",
          21,
          15
        ]
      },
      "src": [
        "policy/resources/course.yaml",
        21,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 219,
          "src": [
            "policy/resources/course.yaml",
            22,
            16
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Course",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 220,
        "src": [
          "policy/resources/course.yaml",
          23,
          15
        ]
      },
      "src": [
        "policy/resources/course.yaml",
        23,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "instructorIds": {
          "$eq": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 221,
          "src": [
            "policy/resources/course.yaml",
            26,
            15
          ]
        },
        {
          "field": "instructorIds",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 222,
          "src": [
            "policy/resources/course.yaml",
            27,
            15
          ]
        }
      ]
    },
    {
      "action": "view",
      "subject": "Dashboard",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 224,
            "src": [
              "policy/resources/dashboard.yaml",
              14,
              23
            ]
          },
          {
            "kind": "permission",
            "name": "dashboards:academic",
            "id": 225,
            "src": [
              "policy/resources/dashboard.yaml",
              14,
              45
            ]
          }
        ],
        "id": 223,
        "src": [
          "policy/resources/dashboard.yaml",
          14,
          15
        ]
      },
      "src": [
        "policy/resources/dashboard.yaml",
        14,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "academic"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 226,
          "src": [
            "policy/resources/dashboard.yaml",
            15,
            24
          ]
        },
        {
          "field": "id",
          "op": "eq",
          "value": "academic",
          "id": 227,
          "src": [
            "policy/resources/dashboard.yaml",
            15,
            83
          ]
        }
      ]
    },
    {
      "action": "view",
      "subject": "Dashboard",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 229,
            "src": [
              "policy/resources/dashboard.yaml",
              16,
              23
            ]
          },
          {
            "kind": "permission",
            "name": "dashboards:acquisitions",
            "id": 230,
            "src": [
              "policy/resources/dashboard.yaml",
              16,
              45
            ]
          }
        ],
        "id": 228,
        "src": [
          "policy/resources/dashboard.yaml",
          16,
          15
        ]
      },
      "src": [
        "policy/resources/dashboard.yaml",
        16,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "acquisitions"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 231,
          "src": [
            "policy/resources/dashboard.yaml",
            17,
            24
          ]
        },
        {
          "field": "id",
          "op": "eq",
          "value": "acquisitions",
          "id": 232,
          "src": [
            "policy/resources/dashboard.yaml",
            17,
            83
          ]
        }
      ]
    },
    {
      "action": "view",
      "subject": "Dashboard",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 234,
            "src": [
              "policy/resources/dashboard.yaml",
              18,
              23
            ]
          },
          {
            "kind": "permission",
            "name": "dashboards:allTitles",
            "id": 235,
            "src": [
              "policy/resources/dashboard.yaml",
              18,
              45
            ]
          }
        ],
        "id": 233,
        "src": [
          "policy/resources/dashboard.yaml",
          18,
          15
        ]
      },
      "src": [
        "policy/resources/dashboard.yaml",
        18,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "allTitles"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 236,
          "src": [
            "policy/resources/dashboard.yaml",
            19,
            24
          ]
        },
        {
          "field": "id",
          "op": "eq",
          "value": "allTitles",
          "id": 237,
          "src": [
            "policy/resources/dashboard.yaml",
            19,
            83
          ]
        }
      ]
    },
    {
      "action": "view",
      "subject": "Dashboard",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 239,
            "src": [
              "policy/resources/dashboard.yaml",
              20,
              23
            ]
          },
          {
            "kind": "permission",
            "name": "dashboards:bibliotechAdmin",
            "id": 240,
            "src": [
              "policy/resources/dashboard.yaml",
              20,
              45
            ]
          }
        ],
        "id": 238,
        "src": [
          "policy/resources/dashboard.yaml",
          20,
          15
        ]
      },
      "src": [
        "policy/resources/dashboard.yaml",
        20,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "bibliotechAdmin"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 241,
          "src": [
            "policy/resources/dashboard.yaml",
            21,
            24
          ]
        },
        {
          "field": "id",
          "op": "eq",
          "value": "bibliotechAdmin",
          "id": 242,
          "src": [
            "policy/resources/dashboard.yaml",
            21,
            83
          ]
        }
      ]
    },
    {
      "action": "view",
      "subject": "Dashboard",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 244,
            "src": [
              "policy/resources/dashboard.yaml",
              22,
              23
            ]
          },
          {
            "kind": "permission",
            "name": "dashboards:uaaSpend",
            "id": 245,
            "src": [
              "policy/resources/dashboard.yaml",
              22,
              45
            ]
          }
        ],
        "id": 243,
        "src": [
          "policy/resources/dashboard.yaml",
          22,
          15
        ]
      },
      "src": [
        "policy/resources/dashboard.yaml",
        22,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "uaaSpend"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 246,
          "src": [
            "policy/resources/dashboard.yaml",
            23,
            24
          ]
        },
        {
          "field": "id",
          "op": "eq",
          "value": "uaaSpend",
          "id": 247,
          "src": [
            "policy/resources/dashboard.yaml",
            23,
            83
          ]
        }
      ]
    },
    {
      "action": "view",
      "subject": "Dashboard",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 249,
            "src": [
              "policy/resources/dashboard.yaml",
              24,
              23
            ]
          },
          {
            "kind": "permission",
            "name": "dashboards:engage",
            "id": 250,
            "src": [
              "policy/resources/dashboard.yaml",
              24,
              45
            ]
          }
        ],
        "id": 248,
        "src": [
          "policy/resources/dashboard.yaml",
          24,
          15
        ]
      },
      "src": [
        "policy/resources/dashboard.yaml",
        24,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "engage"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 251,
          "src": [
            "policy/resources/dashboard.yaml",
            25,
            24
          ]
        },
        {
          "field": "id",
          "op": "eq",
          "value": "engage",
          "id": 252,
          "src": [
            "policy/resources/dashboard.yaml",
            25,
            83
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Request",
      "when": {
        "kind": "always",
        "id": 253,
        "src": [
          "policy/resources/request.yaml",
          39,
          9
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        39,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "requesterId": {
          "$eq": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 254,
          "src": [
            "policy/resources/request.yaml",
            41,
            15
          ]
        },
        {
          "field": "requesterId",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 255,
          "src": [
            "policy/resources/request.yaml",
            42,
            15
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 256,
        "src": [
          "policy/resources/request.yaml",
          43,
          15
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        43,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 257,
          "src": [
            "policy/resources/request.yaml",
            44,
            16
          ]
        }
      ]
    },
    {
      "action": "create",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:request",
        "id": 258,
        "src": [
          "policy/resources/request.yaml",
          48,
          15
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        48,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "requesterId": {
          "$eq": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 259,
          "src": [
            "policy/resources/request.yaml",
            51,
            15
          ]
        },
        {
          "field": "requesterId",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 260,
          "src": [
            "policy/resources/request.yaml",
            52,
            15
          ]
        }
      ]
    },
    {
      "action": "approve",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 261,
        "src": [
          "policy/resources/request.yaml",
          56,
          15
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        56,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "pending"
        },
        "requesterId": {
          "$ne": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 262,
          "src": [
            "policy/resources/request.yaml",
            59,
            15
          ]
        },
        {
          "field": "status",
          "op": "eq",
          "value": "pending",
          "id": 263,
          "src": [
            "policy/resources/request.yaml",
            60,
            15
          ]
        },
        {
          "field": "requesterId",
          "op": "ne",
          "value": {
            "$user": "id"
          },
          "id": 264,
          "src": [
            "policy/resources/request.yaml",
            61,
            20
          ]
        }
      ]
    },
    {
      "action": "reject",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 265,
        "src": [
          "policy/resources/request.yaml",
          65,
          15
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        65,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "pending"
        },
        "requesterId": {
          "$ne": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 266,
          "src": [
            "policy/resources/request.yaml",
            68,
            15
          ]
        },
        {
          "field": "status",
          "op": "eq",
          "value": "pending",
          "id": 267,
          "src": [
            "policy/resources/request.yaml",
            69,
            15
          ]
        },
        {
          "field": "requesterId",
          "op": "ne",
          "value": {
            "$user": "id"
          },
          "id": 268,
          "src": [
            "policy/resources/request.yaml",
            70,
            20
          ]
        }
      ]
    },
    {
      "action": "cancel",
      "subject": "Request",
      "when": {
        "kind": "always",
        "id": 269,
        "src": [
          "policy/resources/request.yaml",
          74,
          9
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        74,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "requesterId": {
          "$eq": {
            "$user": "id"
          }
        },
        "status": {
          "$in": [
            "draft",
            "pending"
          ]
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 270,
          "src": [
            "policy/resources/request.yaml",
            76,
            15
          ]
        },
        {
          "field": "requesterId",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 271,
          "src": [
            "policy/resources/request.yaml",
            77,
            15
          ]
        },
        {
          "field": "status",
          "op": "in",
          "value": [
            "draft",
            "pending"
          ],
          "id": 272,
          "src": [
            "policy/resources/request.yaml",
            78,
            15
          ]
        }
      ]
    },
    {
      "action": "autoApprove",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:autoApprove",
        "id": 273,
        "src": [
          "policy/resources/request.yaml",
          84,
          15
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        84,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "requesterId": {
          "$eq": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 274,
          "src": [
            "policy/resources/request.yaml",
            87,
            15
          ]
        },
        {
          "field": "requesterId",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 275,
          "src": [
            "policy/resources/request.yaml",
            88,
            15
          ]
        }
      ]
    },
    {
      "action": "purchase",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 276,
        "src": [
          "policy/resources/request.yaml",
          92,
          15
        ]
      },
      "src": [
        "policy/resources/request.yaml",
        92,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "kind": {
          "$eq": "purchase"
        },
        "status": {
          "$eq": "approved"
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 277,
          "src": [
            "policy/resources/request.yaml",
            95,
            15
          ]
        },
        {
          "field": "kind",
          "op": "eq",
          "value": "purchase",
          "id": 278,
          "src": [
            "policy/resources/request.yaml",
            96,
            15
          ]
        },
        {
          "field": "status",
          "op": "eq",
          "value": "approved",
          "id": 279,
          "src": [
            "policy/resources/request.yaml",
            97,
            15
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "StaffMember",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 280,
        "src": [
          "policy/resources/staff-member.yaml",
          16,
          15
        ]
      },
      "src": [
        "policy/resources/staff-member.yaml",
        16,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 281,
          "src": [
            "policy/resources/staff-member.yaml",
            17,
            16
          ]
        }
      ]
    },
    {
      "action": "editPermissions",
      "subject": "StaffMember",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 282,
        "src": [
          "policy/resources/staff-member.yaml",
          21,
          15
        ]
      },
      "src": [
        "policy/resources/staff-member.yaml",
        21,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$ne": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 283,
          "src": [
            "policy/resources/staff-member.yaml",
            24,
            15
          ]
        },
        {
          "field": "id",
          "op": "ne",
          "value": {
            "$user": "id"
          },
          "id": 284,
          "src": [
            "policy/resources/staff-member.yaml",
            25,
            15
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "StoreProduct",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "store-management",
            "id": 286,
            "src": [
              "policy/resources/store-product.yaml",
              18,
              23
            ]
          },
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 287,
            "src": [
              "policy/resources/store-product.yaml",
              18,
              51
            ]
          }
        ],
        "id": 285,
        "src": [
          "policy/resources/store-product.yaml",
          18,
          15
        ]
      },
      "src": [
        "policy/resources/store-product.yaml",
        18,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 288,
          "src": [
            "policy/resources/store-product.yaml",
            19,
            16
          ]
        }
      ]
    },
    {
      "action": "edit",
      "subject": "StoreProduct",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "store-management",
            "id": 290,
            "src": [
              "policy/resources/store-product.yaml",
              23,
              23
            ]
          },
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 291,
            "src": [
              "policy/resources/store-product.yaml",
              23,
              51
            ]
          }
        ],
        "id": 289,
        "src": [
          "policy/resources/store-product.yaml",
          23,
          15
        ]
      },
      "src": [
        "policy/resources/store-product.yaml",
        23,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 292,
          "src": [
            "policy/resources/store-product.yaml",
            24,
            16
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Student",
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 293,
        "src": [
          "policy/resources/student.yaml",
          16,
          15
        ]
      },
      "src": [
        "policy/resources/student.yaml",
        16,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 294,
          "src": [
            "policy/resources/student.yaml",
            17,
            16
          ]
        }
      ]
    },
    {
      "action": "read",
      "subject": "Title",
      "when": {
        "kind": "permission",
        "name": "catalogue:search",
        "id": 295,
        "src": [
          "policy/resources/title.yaml",
          18,
          15
        ]
      },
      "src": [
        "policy/resources/title.yaml",
        18,
        9
      ]
    },
    {
      "action": "read",
      "subject": "Upload",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 296,
        "src": [
          "policy/resources/upload.yaml",
          16,
          15
        ]
      },
      "src": [
        "policy/resources/upload.yaml",
        16,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 297,
          "src": [
            "policy/resources/upload.yaml",
            17,
            16
          ]
        }
      ]
    },
    {
      "action": "create",
      "subject": "Upload",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 298,
        "src": [
          "policy/resources/upload.yaml",
          21,
          15
        ]
      },
      "src": [
        "policy/resources/upload.yaml",
        21,
        9
      ],
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "uploaderId": {
          "$eq": {
            "$user": "id"
          }
        }
      },
      "where": [
        {
          "field": "institutionId",
          "op": "eq",
          "value": {
            "$user": "institutionId"
          },
          "id": 299,
          "src": [
            "policy/resources/upload.yaml",
            24,
            15
          ]
        },
        {
          "field": "uploaderId",
          "op": "eq",
          "value": {
            "$user": "id"
          },
          "id": 300,
          "src": [
            "policy/resources/upload.yaml",
            25,
            15
          ]
        }
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "auth.getUser"
      },
      "when": {
        "kind": "always",
        "id": 301,
        "src": [
          "policy/procedures.yaml",
          13,
          27
        ]
      },
      "src": [
        "policy/procedures.yaml",
        13,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "institutionConfig.get"
      },
      "when": {
        "kind": "always",
        "id": 302,
        "src": [
          "policy/procedures.yaml",
          14,
          36
        ]
      },
      "src": [
        "policy/procedures.yaml",
        14,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "user.hasPermissions"
      },
      "when": {
        "kind": "always",
        "id": 303,
        "src": [
          "policy/procedures.yaml",
          15,
          34
        ]
      },
      "src": [
        "policy/procedures.yaml",
        15,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "featureFlags.get"
      },
      "when": {
        "kind": "always",
        "id": 304,
        "src": [
          "policy/procedures.yaml",
          16,
          31
        ]
      },
      "src": [
        "policy/procedures.yaml",
        16,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.list"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 305,
            "src": [
              "policy/procedures.yaml",
              20,
              21
            ]
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 306,
            "src": [
              "policy/procedures.yaml",
              20,
              50
            ]
          }
        ],
        "id": 307,
        "src": [
          "policy/procedures.yaml",
          20,
          13
        ]
      },
      "src": [
        "policy/procedures.yaml",
        18,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.get"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 308,
            "src": [
              "policy/procedures.yaml",
              24,
              21
            ]
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 309,
            "src": [
              "policy/procedures.yaml",
              24,
              50
            ]
          }
        ],
        "id": 310,
        "src": [
          "policy/procedures.yaml",
          24,
          13
        ]
      },
      "src": [
        "policy/procedures.yaml",
        23,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.create"
      },
      "when": {
        "kind": "always",
        "id": 311,
        "src": [
          "policy/procedures.yaml",
          29,
          13
        ]
      },
      "src": [
        "policy/procedures.yaml",
        27,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.approve"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 312,
            "src": [
              "policy/procedures.yaml",
              33,
              21
            ]
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 313,
            "src": [
              "policy/procedures.yaml",
              33,
              50
            ]
          }
        ],
        "id": 314,
        "src": [
          "policy/procedures.yaml",
          33,
          13
        ]
      },
      "src": [
        "policy/procedures.yaml",
        32,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.reject"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 315,
            "src": [
              "policy/procedures.yaml",
              37,
              21
            ]
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 316,
            "src": [
              "policy/procedures.yaml",
              37,
              50
            ]
          }
        ],
        "id": 317,
        "src": [
          "policy/procedures.yaml",
          37,
          13
        ]
      },
      "src": [
        "policy/procedures.yaml",
        36,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.cancel"
      },
      "when": {
        "kind": "always",
        "id": 318,
        "src": [
          "policy/procedures.yaml",
          41,
          13
        ]
      },
      "src": [
        "policy/procedures.yaml",
        40,
        3
      ]
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "catalogue.search"
      },
      "when": {
        "kind": "permission",
        "name": "catalogue:search",
        "id": 319,
        "src": [
          "policy/procedures.yaml",
          47,
          27
        ]
      },
      "src": [
        "policy/procedures.yaml",
        45,
        3
      ]
    }
  ],
  "records": [
    {
      "name": "Adoption",
      "description": "A title adopted for a course, proposed by an instructor and approved by the institution.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "courseId": {
          "type": "string"
        },
        "nbsi": {
          "type": "string"
        },
        "adopterId": {
          "type": "string",
          "description": "The user who proposed the adoption."
        },
        "instructorIds": {
          "type": "string-list",
          "description": "The instructors of the course."
        },
        "status": {
          "type": "string",
          "values": [
            "draft",
            "submitted",
            "approved",
            "rejected"
          ]
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the adoption.",
          "src": [
            "policy/resources/adoption.yaml",
            17,
            3
          ]
        },
        {
          "name": "adopt",
          "description": "Propose or change an adoption for a course one is assigned to.",
          "src": [
            "policy/resources/adoption.yaml",
            27,
            3
          ]
        },
        {
          "name": "approve",
          "description": "Approve or reject a submitted adoption proposed by someone else.",
          "src": [
            "policy/resources/adoption.yaml",
            36,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/adoption.yaml",
        5,
        1
      ]
    },
    {
      "name": "BooklistItem",
      "description": "A title on a booklist, with its requirement, quantity and statuses.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "booklistId": {
          "type": "string"
        },
        "listStatus": {
          "type": "string",
          "values": [
            "draft",
            "submitted",
            "final"
          ],
          "description": "The status of its booklist."
        },
        "nbsi": {
          "type": "string"
        },
        "requirement": {
          "type": "string",
          "values": [
            "essential",
            "recommended",
            "optional"
          ]
        },
        "quantity": {
          "type": "number"
        },
        "note": {
          "type": "string",
          "nullable": true
        },
        "status": {
          "type": "string",
          "values": [
            "proposed",
            "confirmed",
            "removed"
          ]
        },
        "internalStatus": {
          "type": "string",
          "nullable": true,
          "description": "Processing status for staff who may see it."
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the item on the booklist.",
          "src": [
            "policy/resources/booklist-item.yaml",
            20,
            3
          ]
        },
        {
          "name": "edit",
          "description": "Change the item, while its booklist is not final.",
          "src": [
            "policy/resources/booklist-item.yaml",
            25,
            3
          ]
        },
        {
          "name": "viewInternalStatus",
          "description": "See the item's internal processing status.",
          "src": [
            "policy/resources/booklist-item.yaml",
            33,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/booklist-item.yaml",
        5,
        1
      ]
    },
    {
      "name": "Booklist",
      "description": "The list of titles a course uses in one term.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "courseId": {
          "type": "string"
        },
        "term": {
          "type": "string",
          "description": "For example 2026-autumn."
        },
        "status": {
          "type": "string",
          "values": [
            "draft",
            "submitted",
            "final"
          ]
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "Open the booklist.",
          "src": [
            "policy/resources/booklist.yaml",
            15,
            3
          ]
        },
        {
          "name": "edit",
          "description": "Add, change or remove its items, while the list is not final.",
          "src": [
            "policy/resources/booklist.yaml",
            20,
            3
          ]
        },
        {
          "name": "bulkUpload",
          "description": "Replace its items from a spreadsheet, while the list is not final.",
          "src": [
            "policy/resources/booklist.yaml",
            28,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/booklist.yaml",
        5,
        1
      ]
    },
    {
      "name": "CounterReport",
      "description": "A COUNTER usage report of one platform for one month.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "platform": {
          "type": "string"
        },
        "month": {
          "type": "string",
          "description": "For example 2026-10."
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "Open the report.",
          "src": [
            "policy/resources/counter-report.yaml",
            13,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/counter-report.yaml",
        4,
        1
      ]
    },
    {
      "name": "Course",
      "description": "A course taught in one term, with its instructors.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "code": {
          "type": "string"
        },
        "title": {
          "type": "string"
        },
        "term": {
          "type": "string"
        },
        "department": {
          "type": "string"
        },
        "instructorIds": {
          "type": "string-list",
          "description": "The staff assigned to teach it."
        },
        "enrolment": {
          "type": "number"
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the course and its adoptions.",
          "src": [
            "policy/resources/course.yaml",
            18,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/course.yaml",
        5,
        1
      ]
    },
    {
      "name": "Dashboard",
      "description": "An analytics dashboard and its metrics.",
      "fields": {
        "id": {
          "type": "string",
          "values": [
            "academic",
            "acquisitions",
            "allTitles",
            "bibliotechAdmin",
            "uaaSpend",
            "engage"
          ]
        },
        "institutionId": {
          "type": "string"
        }
      },
      "actions": [
        {
          "name": "view",
          "description": "Open the dashboard, with the dashboards flag on.",
          "src": [
            "policy/resources/dashboard.yaml",
            11,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/dashboard.yaml",
        4,
        1
      ]
    },
    {
      "name": "Request",
      "description": "A request for a title, supplies or a purchase, raised by a staff member and approved by another.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "requesterId": {
          "type": "string",
          "description": "The user who raised the request."
        },
        "kind": {
          "type": "string",
          "values": [
            "title",
            "supply",
            "purchase"
          ]
        },
        "status": {
          "type": "string",
          "values": [
            "draft",
            "pending",
            "approved",
            "rejected",
            "ordered",
            "fulfilled",
            "cancelled"
          ]
        },
        "nbsi": {
          "type": "string",
          "description": "The catalogue title requested."
        },
        "courseId": {
          "type": "string",
          "nullable": true
        },
        "quantity": {
          "type": "number"
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the request and its history.",
          "src": [
            "policy/resources/request.yaml",
            36,
            3
          ]
        },
        {
          "name": "create",
          "description": "Raise a request of one's own.",
          "src": [
            "policy/resources/request.yaml",
            45,
            3
          ]
        },
        {
          "name": "approve",
          "description": "Approve someone else's pending request.",
          "src": [
            "policy/resources/request.yaml",
            53,
            3
          ]
        },
        {
          "name": "reject",
          "description": "Reject someone else's pending request (the same rule as approve).",
          "src": [
            "policy/resources/request.yaml",
            62,
            3
          ]
        },
        {
          "name": "cancel",
          "description": "Withdraw one's own request before it is decided.",
          "src": [
            "policy/resources/request.yaml",
            71,
            3
          ]
        },
        {
          "name": "autoApprove",
          "description": "Asked of a request being created: it is approved at creation (with an event saying so) when its requester holds booklist:autoApprove.",
          "src": [
            "policy/resources/request.yaml",
            79,
            3
          ]
        },
        {
          "name": "purchase",
          "description": "Place the order for an approved purchase request.",
          "src": [
            "policy/resources/request.yaml",
            89,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/request.yaml",
        23,
        1
      ]
    },
    {
      "name": "StaffMember",
      "description": "A staff member of the institution and their permissions.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "email": {
          "type": "string"
        },
        "disabled": {
          "type": "boolean"
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the staff member and the permissions they hold.",
          "src": [
            "policy/resources/staff-member.yaml",
            13,
            3
          ]
        },
        {
          "name": "editPermissions",
          "description": "Grant or withdraw another staff member's permissions (never one's own).",
          "src": [
            "policy/resources/staff-member.yaml",
            18,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/staff-member.yaml",
        4,
        1
      ]
    },
    {
      "name": "StoreProduct",
      "description": "A product sold in the institution's store.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "nbsi": {
          "type": "string"
        },
        "priceMinor": {
          "type": "number",
          "description": "Price in minor units of currency."
        },
        "currency": {
          "type": "string"
        },
        "active": {
          "type": "boolean"
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the product, for an institution that runs a store.",
          "src": [
            "policy/resources/store-product.yaml",
            15,
            3
          ]
        },
        {
          "name": "edit",
          "description": "Change the product, for an institution that runs a store.",
          "src": [
            "policy/resources/store-product.yaml",
            20,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/store-product.yaml",
        4,
        1
      ]
    },
    {
      "name": "Student",
      "description": "A student hosted by the institution.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "email": {
          "type": "string"
        },
        "active": {
          "type": "boolean"
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the student, with the Students page switched on.",
          "src": [
            "policy/resources/student.yaml",
            13,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/student.yaml",
        4,
        1
      ]
    },
    {
      "name": "Title",
      "description": "A catalogue title (nbsi), with its editions, formats and prices.",
      "fields": {
        "nbsi": {
          "type": "string"
        },
        "isbn13": {
          "type": "string"
        },
        "title": {
          "type": "string"
        },
        "publisher": {
          "type": "string"
        },
        "year": {
          "type": "number"
        },
        "availability": {
          "type": "string",
          "values": [
            "available",
            "backorder",
            "out-of-print"
          ]
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "Find the title in the catalogue and open its page.",
          "src": [
            "policy/resources/title.yaml",
            15,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/title.yaml",
        4,
        1
      ]
    },
    {
      "name": "Upload",
      "description": "A booklist spreadsheet upload and the rows read from it.",
      "fields": {
        "id": {
          "type": "string"
        },
        "institutionId": {
          "type": "string"
        },
        "uploaderId": {
          "type": "string"
        },
        "status": {
          "type": "string",
          "values": [
            "received",
            "processing",
            "done",
            "failed"
          ]
        }
      },
      "actions": [
        {
          "name": "read",
          "description": "See the upload and its rows.",
          "src": [
            "policy/resources/upload.yaml",
            13,
            3
          ]
        },
        {
          "name": "create",
          "description": "Upload a spreadsheet of one's own.",
          "src": [
            "policy/resources/upload.yaml",
            18,
            3
          ]
        }
      ],
      "src": [
        "policy/resources/upload.yaml",
        4,
        1
      ]
    }
  ],
  "procedures": [
    {
      "name": "auth.getUser",
      "access": "signed-in",
      "src": [
        "policy/procedures.yaml",
        13,
        3
      ]
    },
    {
      "name": "institutionConfig.get",
      "access": "signed-in",
      "src": [
        "policy/procedures.yaml",
        14,
        3
      ]
    },
    {
      "name": "user.hasPermissions",
      "access": "signed-in",
      "src": [
        "policy/procedures.yaml",
        15,
        3
      ]
    },
    {
      "name": "featureFlags.get",
      "access": "signed-in",
      "src": [
        "policy/procedures.yaml",
        16,
        3
      ]
    },
    {
      "name": "requests.list",
      "access": "rule",
      "action": "read",
      "subject": "Request",
      "src": [
        "policy/procedures.yaml",
        18,
        3
      ]
    },
    {
      "name": "requests.get",
      "access": "rule",
      "action": "read",
      "subject": "Request",
      "src": [
        "policy/procedures.yaml",
        23,
        3
      ]
    },
    {
      "name": "requests.create",
      "access": "signed-in",
      "action": "create",
      "subject": "Request",
      "src": [
        "policy/procedures.yaml",
        27,
        3
      ]
    },
    {
      "name": "requests.approve",
      "access": "rule",
      "action": "approve",
      "subject": "Request",
      "src": [
        "policy/procedures.yaml",
        32,
        3
      ]
    },
    {
      "name": "requests.reject",
      "access": "rule",
      "action": "reject",
      "subject": "Request",
      "src": [
        "policy/procedures.yaml",
        36,
        3
      ]
    },
    {
      "name": "requests.cancel",
      "access": "signed-in",
      "action": "cancel",
      "subject": "Request",
      "src": [
        "policy/procedures.yaml",
        40,
        3
      ]
    },
    {
      "name": "catalogue.search",
      "access": "rule",
      "action": "read",
      "subject": "Title",
      "src": [
        "policy/procedures.yaml",
        45,
        3
      ]
    }
  ]
}
