// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.
import type { CompiledPolicy } from '../policy/model.ts'

export const policy: CompiledPolicy = {
  "hash": "d06c6d9b027de972",
  "permissions": [
    {
      "name": "booklist:bulkUpload"
    },
    {
      "name": "booklist:view"
    },
    {
      "name": "booklist:edit"
    },
    {
      "name": "booklist:request"
    },
    {
      "name": "booklist:approve"
    },
    {
      "name": "booklist:autoApprove"
    },
    {
      "name": "catalogue:search"
    },
    {
      "name": "cart:purchase"
    },
    {
      "name": "adoptions:viewAssignedCourses"
    },
    {
      "name": "adoptions:viewAllCourses"
    },
    {
      "name": "adoptions:approve"
    },
    {
      "name": "dashboards:academic"
    },
    {
      "name": "dashboards:acquisitions"
    },
    {
      "name": "dashboards:allTitles"
    },
    {
      "name": "dashboards:bibliotechAdmin"
    },
    {
      "name": "dashboards:uaaSpend"
    },
    {
      "name": "dashboards:engage"
    },
    {
      "name": "permissions:manage"
    },
    {
      "name": "booklist:viewInternalStatus"
    },
    {
      "name": "counterReport:view"
    },
    {
      "name": "terms:manage"
    }
  ],
  "permissionsEnforcedByFlag": "roles-and-permissions",
  "flags": [
    {
      "name": "course-supply"
    },
    {
      "name": "report-page"
    },
    {
      "name": "order-approvals-page"
    },
    {
      "name": "store-management"
    },
    {
      "name": "user-management-page"
    },
    {
      "name": "dashboards"
    },
    {
      "name": "detailed-search"
    },
    {
      "name": "record-session"
    },
    {
      "name": "roles-and-permissions"
    }
  ],
  "facts": {
    "booklist_config": {
      "type": "object",
      "fields": {
        "region": {
          "type": "string"
        },
        "institution_id": {
          "type": "string"
        }
      }
    },
    "enabledAccessLength": {
      "type": "number"
    },
    "isEAorIA": {
      "type": "boolean"
    },
    "isIA": {
      "type": "boolean"
    },
    "isEA": {
      "type": "boolean"
    },
    "approval_config": {
      "type": "string",
      "nullable": true
    },
    "approval_type": {
      "type": "string",
      "nullable": true
    },
    "adminUserPermissions": {
      "type": "map"
    },
    "availableDashboards": {
      "type": "list",
      "fields": {
        "id": {
          "type": "string"
        },
        "displayName": {
          "type": "string"
        }
      }
    },
    "hasApprovalPermission": {
      "type": "boolean"
    },
    "isPricingApprovalsEnabled": {
      "type": "boolean"
    },
    "enable_supply_request": {
      "type": "string"
    },
    "courseIngestionEnabled": {
      "type": "boolean"
    },
    "institutionHasStore": {
      "type": "boolean"
    },
    "opt_out_hosting_type": {
      "type": "string"
    }
  },
  "lists": [
    {
      "name": "reportsInstitutions",
      "values": [
        "inst-reports-a",
        "inst-reports-b",
        "inst-reports-c"
      ]
    }
  ],
  "checks": [
    {
      "name": "hasRequestsPageAccess",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-equals",
            "fact": "approval_type",
            "value": "pricing_approvals",
            "id": 1
          },
          {
            "kind": "not",
            "of": {
              "kind": "fact-true",
              "fact": "isEAorIA",
              "id": 3
            },
            "id": 2
          }
        ],
        "id": 0
      }
    },
    {
      "name": "hasReportsPageAccess",
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "fact-equals",
            "fact": "booklist_config.region",
            "value": "gb",
            "id": 5
          },
          {
            "kind": "fact-in",
            "fact": "booklist_config.institution_id",
            "list": "reportsInstitutions",
            "id": 6
          }
        ],
        "id": 4
      }
    },
    {
      "name": "hasSupplyPageAccess",
      "when": {
        "kind": "fact-equals",
        "fact": "enable_supply_request",
        "value": "enabled",
        "id": 7
      }
    },
    {
      "name": "hasAdminAccess",
      "when": {
        "kind": "always",
        "id": 8
      }
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
        "kind": "signed-in"
      }
    },
    {
      "id": "unauthorized",
      "path": "/unauthorized",
      "params": [],
      "page": "unauthorized",
      "layout": "unauthenticated",
      "access": {
        "kind": "public"
      }
    },
    {
      "id": "adoptions",
      "path": "/adoptions",
      "params": [],
      "page": "adoptions",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "adoptions:viewAssignedCourses"
          }
        ]
      }
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
        "permissions": [],
        "flag": {
          "name": "dashboards",
          "redirect": "/"
        }
      }
    },
    {
      "id": "booklist",
      "path": "/booklist",
      "params": [],
      "page": "booklist",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "booklist:view"
          }
        ]
      }
    },
    {
      "id": "booklist-supply",
      "path": "/booklist/supply",
      "params": [],
      "page": "supply",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "booklist:view"
          }
        ],
        "flag": {
          "name": "course-supply",
          "redirect": "/"
        },
        "check": {
          "name": "hasSupplyPageAccess"
        }
      }
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
        "permissions": [
          {
            "name": "booklist:view"
          }
        ],
        "flag": {
          "name": "course-supply",
          "redirect": "/"
        },
        "check": {
          "name": "hasSupplyPageAccess"
        }
      }
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
        "permissions": [
          {
            "name": "booklist:bulkUpload"
          }
        ]
      }
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
        "kind": "signed-in"
      }
    },
    {
      "id": "catalog-search",
      "path": "/catalog-search",
      "params": [],
      "page": "catalog-search",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "catalogue:search"
          }
        ]
      }
    },
    {
      "id": "search",
      "path": "/search",
      "params": [],
      "page": "search",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "catalogue:search"
          }
        ]
      }
    },
    {
      "id": "courses",
      "path": "/courses",
      "params": [],
      "page": "courses",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "adoptions:viewAllCourses"
          }
        ]
      }
    },
    {
      "id": "adoptions-status",
      "path": "/adoptions/status",
      "params": [],
      "page": "adoption-status",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "adoptions:viewAllCourses"
          }
        ]
      }
    },
    {
      "id": "reports",
      "path": "/reports",
      "params": [],
      "page": "reports",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [],
        "flag": {
          "name": "report-page",
          "redirect": "/"
        },
        "check": {
          "name": "hasReportsPageAccess"
        }
      }
    },
    {
      "id": "requests",
      "path": "/requests",
      "params": [],
      "page": "requests",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/"
        },
        "check": {
          "name": "hasRequestsPageAccess"
        }
      }
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
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/"
        },
        "check": {
          "name": "hasRequestsPageAccess"
        }
      }
    },
    {
      "id": "requests-history",
      "path": "/requests/history",
      "params": [],
      "page": "requests-history",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/"
        },
        "check": {
          "name": "hasRequestsPageAccess"
        }
      }
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
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/"
        },
        "check": {
          "name": "hasRequestsPageAccess"
        }
      }
    },
    {
      "id": "requests-purchase",
      "path": "/requests/purchase",
      "params": [],
      "page": "purchase-requests",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [],
        "flag": {
          "name": "order-approvals-page",
          "redirect": "/"
        },
        "check": {
          "name": "hasRequestsPageAccess"
        }
      }
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
        "kind": "signed-in"
      }
    },
    {
      "id": "search-request",
      "path": "/search/request",
      "params": [],
      "page": "new-request",
      "layout": "default",
      "access": {
        "kind": "signed-in"
      }
    },
    {
      "id": "requests-new-request",
      "path": "/requests/new-request",
      "aliasOf": "/search/request",
      "params": [],
      "page": "new-request",
      "layout": "default",
      "access": {
        "kind": "signed-in"
      }
    },
    {
      "id": "booklist-new-request",
      "path": "/booklist/new-request",
      "aliasOf": "/search/request",
      "params": [],
      "page": "new-request",
      "layout": "default",
      "access": {
        "kind": "signed-in"
      }
    },
    {
      "id": "store",
      "path": "/store",
      "params": [],
      "page": "store",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [],
        "flag": {
          "name": "store-management",
          "redirect": "/"
        }
      }
    },
    {
      "id": "students",
      "path": "/students",
      "params": [],
      "page": "students",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [],
        "flag": {
          "name": "user-management-page",
          "redirect": "/"
        }
      }
    },
    {
      "id": "staff",
      "path": "/staff",
      "params": [],
      "page": "staff",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "permissions:manage"
          }
        ]
      }
    },
    {
      "id": "access-who-can",
      "path": "/access/who-can",
      "params": [],
      "page": "who-can",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "permissions:manage"
          }
        ]
      }
    },
    {
      "id": "access-reviews",
      "path": "/access/reviews",
      "params": [],
      "page": "access-reviews",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "permissions:manage"
          }
        ]
      }
    },
    {
      "id": "access-reviews-$reviewId",
      "path": "/access/reviews/$reviewId",
      "params": [
        "reviewId"
      ],
      "page": "access-review",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "permissions:manage"
          }
        ]
      }
    },
    {
      "id": "access-reviews-$reviewId-print",
      "path": "/access/reviews/$reviewId/print",
      "params": [
        "reviewId"
      ],
      "page": "access-review-print",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "permissions:manage"
          }
        ]
      }
    },
    {
      "id": "terms",
      "path": "/terms",
      "params": [],
      "page": "terms",
      "layout": "default",
      "access": {
        "kind": "rule",
        "permissions": [
          {
            "name": "terms:manage"
          }
        ]
      }
    },
    {
      "id": "notifications",
      "path": "/notifications",
      "params": [],
      "page": "notifications",
      "layout": "default",
      "access": {
        "kind": "signed-in"
      }
    },
    {
      "id": "notifications-settings",
      "path": "/notifications/settings",
      "params": [],
      "page": "notification-settings",
      "layout": "default",
      "access": {
        "kind": "signed-in"
      }
    }
  ],
  "notFound": {
    "page": "not-found",
    "layout": "unauthenticated"
  },
  "menu": [
    {
      "id": "adoptions",
      "variants": [
        {
          "title": "Adoptions",
          "path": "/adoptions"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "adoptions:viewAssignedCourses",
            "id": 10
          },
          {
            "kind": "fact-true",
            "fact": "isEAorIA",
            "id": 11
          }
        ],
        "id": 9
      },
      "children": []
    },
    {
      "id": "search",
      "variants": [
        {
          "title": "Search",
          "path": "/search"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 13
          },
          {
            "kind": "not",
            "of": {
              "kind": "flag",
              "name": "detailed-search",
              "id": 15
            },
            "id": 14
          }
        ],
        "id": 12
      },
      "children": []
    },
    {
      "id": "catalog-search",
      "variants": [
        {
          "title": "Search",
          "path": "/catalog-search"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 17
          },
          {
            "kind": "flag",
            "name": "detailed-search",
            "id": 18
          }
        ],
        "id": 16
      },
      "children": []
    },
    {
      "id": "booklist",
      "variants": [
        {
          "title": "Booklist",
          "path": "/booklist"
        }
      ],
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 19
      },
      "children": [
        {
          "id": "booklist-supplies",
          "variants": [
            {
              "title": "Supplies",
              "path": "/booklist/supply"
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "not",
                "of": {
                  "kind": "all",
                  "of": [
                    {
                      "kind": "fact-true",
                      "fact": "isPricingApprovalsEnabled",
                      "id": 23
                    },
                    {
                      "kind": "fact-true",
                      "fact": "hasApprovalPermission",
                      "id": 24
                    },
                    {
                      "kind": "flag",
                      "name": "order-approvals-page",
                      "id": 25
                    },
                    {
                      "kind": "check",
                      "name": "hasRequestsPageAccess",
                      "id": 26
                    }
                  ],
                  "id": 22
                },
                "id": 21
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 27
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 28
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 29
              }
            ],
            "id": 20
          },
          "children": []
        },
        {
          "id": "booklist-upload",
          "variants": [
            {
              "title": "Bulk Upload",
              "path": "/booklist/upload"
            }
          ],
          "when": {
            "kind": "permission",
            "name": "booklist:bulkUpload",
            "id": 30
          },
          "children": []
        },
        {
          "id": "booklist-new-request",
          "variants": [
            {
              "title": "New Request",
              "path": "/booklist/new-request"
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 32
              },
              {
                "kind": "not",
                "of": {
                  "kind": "all",
                  "of": [
                    {
                      "kind": "fact-true",
                      "fact": "isPricingApprovalsEnabled",
                      "id": 35
                    },
                    {
                      "kind": "fact-true",
                      "fact": "hasApprovalPermission",
                      "id": 36
                    },
                    {
                      "kind": "flag",
                      "name": "order-approvals-page",
                      "id": 37
                    },
                    {
                      "kind": "check",
                      "name": "hasRequestsPageAccess",
                      "id": 38
                    }
                  ],
                  "id": 34
                },
                "id": 33
              }
            ],
            "id": 31
          },
          "children": []
        }
      ]
    },
    {
      "id": "analytics",
      "variants": [
        {
          "title": "Analytics",
          "path": "/analytics/$dashboardId"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "dashboards",
            "id": 40
          },
          {
            "kind": "fact-not-empty",
            "fact": "availableDashboards",
            "id": 41
          }
        ],
        "id": 39
      },
      "children": [],
      "each": {
        "fact": "availableDashboards",
        "title": "displayName",
        "params": {
          "dashboardId": "id"
        },
        "can": {
          "action": "view",
          "record": "Dashboard",
          "fields": {
            "id": "id",
            "institutionId": {
              "user": "institutionId"
            }
          }
        }
      }
    },
    {
      "id": "requests",
      "variants": [
        {
          "when": {
            "kind": "fact-equals",
            "fact": "approval_config",
            "value": "adoption_approvals",
            "id": 42
          },
          "title": "Approvals",
          "path": "/approvals"
        },
        {
          "title": "Requests",
          "path": "/requests"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 44
          },
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 45
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 46
          }
        ],
        "id": 43
      },
      "children": [
        {
          "id": "requests-history",
          "variants": [
            {
              "title": "History",
              "path": "{base}/history"
            }
          ],
          "when": {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 47
          },
          "children": []
        },
        {
          "id": "requests-purchase",
          "variants": [
            {
              "title": "Purchase",
              "path": "/requests/purchase"
            }
          ],
          "when": {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "cart:purchase",
                "id": 49
              },
              {
                "kind": "permission",
                "name": "booklist:approve",
                "id": 50
              }
            ],
            "id": 48
          },
          "children": []
        },
        {
          "id": "requests-supplies",
          "variants": [
            {
              "title": "Supplies",
              "path": "/requests/supply"
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 52
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 53
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 54
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 55
              }
            ],
            "id": 51
          },
          "children": []
        },
        {
          "id": "requests-new-request",
          "variants": [
            {
              "title": "New Request",
              "path": "/requests/new-request"
            }
          ],
          "when": {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 57
              },
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 58
              }
            ],
            "id": 56
          },
          "children": []
        }
      ]
    },
    {
      "id": "courses",
      "variants": [
        {
          "title": "Courses",
          "path": "/courses"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "courseIngestionEnabled",
            "id": 60
          },
          {
            "kind": "permission",
            "name": "adoptions:viewAllCourses",
            "id": 61
          }
        ],
        "id": 59
      },
      "children": []
    },
    {
      "id": "students",
      "variants": [
        {
          "title": "Students",
          "path": "/students"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "user-management-page",
            "id": 63
          },
          {
            "kind": "fact-true",
            "fact": "isEA",
            "id": 64
          },
          {
            "kind": "fact-equals",
            "fact": "opt_out_hosting_type",
            "value": "adoptions-hosted",
            "id": 65
          }
        ],
        "id": 62
      },
      "children": []
    },
    {
      "id": "staff",
      "variants": [
        {
          "title": "Staff",
          "path": "/staff"
        }
      ],
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 66
      },
      "children": []
    },
    {
      "id": "who-can",
      "variants": [
        {
          "title": "Who can…?",
          "path": "/access/who-can"
        }
      ],
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 67
      },
      "children": []
    },
    {
      "id": "access-reviews",
      "variants": [
        {
          "title": "Access reviews",
          "path": "/access/reviews"
        }
      ],
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 68
      },
      "children": []
    },
    {
      "id": "reports",
      "variants": [
        {
          "title": "Reports",
          "path": "/reports"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 70
          },
          {
            "kind": "permission",
            "name": "counterReport:view",
            "id": 71
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 72
          }
        ],
        "id": 69
      },
      "children": []
    },
    {
      "id": "store",
      "variants": [
        {
          "title": "Store",
          "path": "/store"
        }
      ],
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 74
          },
          {
            "kind": "flag",
            "name": "store-management",
            "id": 75
          }
        ],
        "id": 73
      },
      "children": []
    },
    {
      "id": "terms",
      "variants": [
        {
          "title": "Terms",
          "path": "/terms"
        }
      ],
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 76
      },
      "children": []
    }
  ],
  "landing": {
    "flagOff": {
      "flag": "roles-and-permissions",
      "path": "/booklist"
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
    "fallback": "/unauthorized"
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
        "id": 77
      }
    },
    {
      "action": "view",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 78
      }
    },
    {
      "action": "edit",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 79
      }
    },
    {
      "action": "request",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:request",
        "id": 80
      }
    },
    {
      "action": "approve",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 81
      }
    },
    {
      "action": "autoApprove",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:autoApprove",
        "id": 82
      }
    },
    {
      "action": "search",
      "subject": "catalogue",
      "when": {
        "kind": "permission",
        "name": "catalogue:search",
        "id": 83
      }
    },
    {
      "action": "purchase",
      "subject": "cart",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 84
      }
    },
    {
      "action": "viewAssignedCourses",
      "subject": "adoptions",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 85
      }
    },
    {
      "action": "viewAllCourses",
      "subject": "adoptions",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 86
      }
    },
    {
      "action": "approve",
      "subject": "adoptions",
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 87
      }
    },
    {
      "action": "academic",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:academic",
        "id": 88
      }
    },
    {
      "action": "acquisitions",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:acquisitions",
        "id": 89
      }
    },
    {
      "action": "allTitles",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:allTitles",
        "id": 90
      }
    },
    {
      "action": "bibliotechAdmin",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:bibliotechAdmin",
        "id": 91
      }
    },
    {
      "action": "uaaSpend",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:uaaSpend",
        "id": 92
      }
    },
    {
      "action": "engage",
      "subject": "dashboards",
      "when": {
        "kind": "permission",
        "name": "dashboards:engage",
        "id": 93
      }
    },
    {
      "action": "manage",
      "subject": "permissions",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 94
      }
    },
    {
      "action": "viewInternalStatus",
      "subject": "booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:viewInternalStatus",
        "id": 95
      }
    },
    {
      "action": "view",
      "subject": "counterReport",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 96
      }
    },
    {
      "action": "manage",
      "subject": "terms",
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 97
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
        "id": 98
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
        "id": 99
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
        "id": 100
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
        "id": 101
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
        "id": 102
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
        "id": 103
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
        "id": 104
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
        "id": 105
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
        "id": 106
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
        "id": 107
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
        "id": 108
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
        "id": 109
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
        "id": 110
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
        "id": 112
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
        "id": 113
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/adoptions"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "adoptions:viewAssignedCourses",
            "id": 114
          }
        ],
        "id": 115
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/adoptions"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "permission",
              "name": "adoptions:viewAssignedCourses",
              "id": 10
            },
            {
              "kind": "fact-true",
              "fact": "isEAorIA",
              "id": 11
            }
          ],
          "id": 9
        },
        "id": 116
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/analytics/$dashboardId"
      },
      "when": {
        "kind": "always",
        "id": 117
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/analytics/$dashboardId"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "dashboards",
          "id": 118
        },
        "id": 119
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "booklist:view",
            "id": 120
          }
        ],
        "id": 121
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "booklist:view",
          "id": 19
        },
        "id": 122
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/supply"
      },
      "when": {
        "kind": "check",
        "name": "hasSupplyPageAccess",
        "id": 123
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/supply"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "not",
              "of": {
                "kind": "all",
                "of": [
                  {
                    "kind": "fact-true",
                    "fact": "isPricingApprovalsEnabled",
                    "id": 23
                  },
                  {
                    "kind": "fact-true",
                    "fact": "hasApprovalPermission",
                    "id": 24
                  },
                  {
                    "kind": "flag",
                    "name": "order-approvals-page",
                    "id": 25
                  },
                  {
                    "kind": "check",
                    "name": "hasRequestsPageAccess",
                    "id": 26
                  }
                ],
                "id": 22
              },
              "id": 21
            },
            {
              "kind": "permission",
              "name": "booklist:view",
              "id": 27
            },
            {
              "kind": "flag",
              "name": "course-supply",
              "id": 28
            },
            {
              "kind": "fact-equals",
              "fact": "enable_supply_request",
              "value": "enabled",
              "id": 29
            }
          ],
          "id": 20
        },
        "id": 124
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/supply"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "course-supply",
          "id": 125
        },
        "id": 126
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/supply"
      },
      "when": {
        "kind": "check",
        "name": "hasSupplyPageAccess",
        "id": 127
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/supply"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
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
                      "id": 42
                    },
                    {
                      "kind": "all",
                      "of": [
                        {
                          "kind": "fact-true",
                          "fact": "isPricingApprovalsEnabled",
                          "id": 52
                        },
                        {
                          "kind": "permission",
                          "name": "booklist:view",
                          "id": 53
                        },
                        {
                          "kind": "flag",
                          "name": "course-supply",
                          "id": 54
                        },
                        {
                          "kind": "fact-equals",
                          "fact": "enable_supply_request",
                          "value": "enabled",
                          "id": 55
                        }
                      ],
                      "id": 51
                    }
                  ],
                  "id": 128
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
                        "id": 42
                      },
                      "id": 111
                    },
                    {
                      "kind": "all",
                      "of": [
                        {
                          "kind": "fact-true",
                          "fact": "isPricingApprovalsEnabled",
                          "id": 52
                        },
                        {
                          "kind": "permission",
                          "name": "booklist:view",
                          "id": 53
                        },
                        {
                          "kind": "flag",
                          "name": "course-supply",
                          "id": 54
                        },
                        {
                          "kind": "fact-equals",
                          "fact": "enable_supply_request",
                          "value": "enabled",
                          "id": 55
                        }
                      ],
                      "id": 51
                    }
                  ],
                  "id": 129
                }
              ],
              "id": 130
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
                    "id": 42
                  },
                  {
                    "kind": "not",
                    "of": {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 42
                    },
                    "id": 111
                  }
                ],
                "id": 131
              },
              "id": 132
            }
          ],
          "id": 133
        },
        "id": 134
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/supply"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "course-supply",
          "id": 135
        },
        "id": 136
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/upload"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "booklist:bulkUpload",
            "id": 137
          }
        ],
        "id": 138
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/upload"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "booklist:bulkUpload",
          "id": 30
        },
        "id": 139
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
        "id": 140
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/catalog-search"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 141
          }
        ],
        "id": 142
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/catalog-search"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "permission",
              "name": "catalogue:search",
              "id": 17
            },
            {
              "kind": "flag",
              "name": "detailed-search",
              "id": 18
            }
          ],
          "id": 16
        },
        "id": 143
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/search"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "catalogue:search",
            "id": 144
          }
        ],
        "id": 145
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/search"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "permission",
              "name": "catalogue:search",
              "id": 13
            },
            {
              "kind": "not",
              "of": {
                "kind": "flag",
                "name": "detailed-search",
                "id": 15
              },
              "id": 14
            }
          ],
          "id": 12
        },
        "id": 146
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/courses"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "adoptions:viewAllCourses",
            "id": 147
          }
        ],
        "id": 148
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/courses"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "fact-true",
              "fact": "courseIngestionEnabled",
              "id": 60
            },
            {
              "kind": "permission",
              "name": "adoptions:viewAllCourses",
              "id": 61
            }
          ],
          "id": 59
        },
        "id": 149
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/adoptions/status"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "adoptions:viewAllCourses",
            "id": 150
          }
        ],
        "id": 151
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/reports"
      },
      "when": {
        "kind": "check",
        "name": "hasReportsPageAccess",
        "id": 152
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/reports"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "flag",
              "name": "report-page",
              "id": 70
            },
            {
              "kind": "permission",
              "name": "counterReport:view",
              "id": 71
            },
            {
              "kind": "check",
              "name": "hasReportsPageAccess",
              "id": 72
            }
          ],
          "id": 69
        },
        "id": 153
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/reports"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "report-page",
          "id": 154
        },
        "id": 155
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests"
      },
      "when": {
        "kind": "check",
        "name": "hasRequestsPageAccess",
        "id": 156
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
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
                    "id": 42
                  },
                  "id": 111
                },
                {
                  "kind": "all",
                  "of": [
                    {
                      "kind": "fact-true",
                      "fact": "hasApprovalPermission",
                      "id": 44
                    },
                    {
                      "kind": "flag",
                      "name": "order-approvals-page",
                      "id": 45
                    },
                    {
                      "kind": "check",
                      "name": "hasRequestsPageAccess",
                      "id": 46
                    }
                  ],
                  "id": 43
                }
              ],
              "id": 157
            },
            {
              "kind": "not",
              "of": {
                "kind": "not",
                "of": {
                  "kind": "fact-equals",
                  "fact": "approval_config",
                  "value": "adoption_approvals",
                  "id": 42
                },
                "id": 111
              },
              "id": 158
            }
          ],
          "id": 159
        },
        "id": 160
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "order-approvals-page",
          "id": 161
        },
        "id": 162
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals"
      },
      "when": {
        "kind": "check",
        "name": "hasRequestsPageAccess",
        "id": 163
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "any",
          "of": [
            {
              "kind": "all",
              "of": [
                {
                  "kind": "fact-equals",
                  "fact": "approval_config",
                  "value": "adoption_approvals",
                  "id": 42
                },
                {
                  "kind": "all",
                  "of": [
                    {
                      "kind": "fact-true",
                      "fact": "hasApprovalPermission",
                      "id": 44
                    },
                    {
                      "kind": "flag",
                      "name": "order-approvals-page",
                      "id": 45
                    },
                    {
                      "kind": "check",
                      "name": "hasRequestsPageAccess",
                      "id": 46
                    }
                  ],
                  "id": 43
                }
              ],
              "id": 164
            },
            {
              "kind": "not",
              "of": {
                "kind": "fact-equals",
                "fact": "approval_config",
                "value": "adoption_approvals",
                "id": 42
              },
              "id": 165
            }
          ],
          "id": 166
        },
        "id": 167
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "order-approvals-page",
          "id": 168
        },
        "id": 169
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/history"
      },
      "when": {
        "kind": "check",
        "name": "hasRequestsPageAccess",
        "id": 170
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/history"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
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
                    "id": 42
                  },
                  "id": 111
                },
                {
                  "kind": "fact-true",
                  "fact": "hasApprovalPermission",
                  "id": 47
                }
              ],
              "id": 171
            },
            {
              "kind": "not",
              "of": {
                "kind": "not",
                "of": {
                  "kind": "fact-equals",
                  "fact": "approval_config",
                  "value": "adoption_approvals",
                  "id": 42
                },
                "id": 111
              },
              "id": 172
            }
          ],
          "id": 173
        },
        "id": 174
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/history"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "order-approvals-page",
          "id": 175
        },
        "id": 176
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals/history"
      },
      "when": {
        "kind": "check",
        "name": "hasRequestsPageAccess",
        "id": 177
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals/history"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "any",
          "of": [
            {
              "kind": "all",
              "of": [
                {
                  "kind": "fact-equals",
                  "fact": "approval_config",
                  "value": "adoption_approvals",
                  "id": 42
                },
                {
                  "kind": "fact-true",
                  "fact": "hasApprovalPermission",
                  "id": 47
                }
              ],
              "id": 178
            },
            {
              "kind": "not",
              "of": {
                "kind": "fact-equals",
                "fact": "approval_config",
                "value": "adoption_approvals",
                "id": 42
              },
              "id": 179
            }
          ],
          "id": 180
        },
        "id": 181
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/approvals/history"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "order-approvals-page",
          "id": 182
        },
        "id": 183
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/purchase"
      },
      "when": {
        "kind": "check",
        "name": "hasRequestsPageAccess",
        "id": 184
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/purchase"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
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
                      "id": 42
                    },
                    {
                      "kind": "any",
                      "of": [
                        {
                          "kind": "permission",
                          "name": "cart:purchase",
                          "id": 49
                        },
                        {
                          "kind": "permission",
                          "name": "booklist:approve",
                          "id": 50
                        }
                      ],
                      "id": 48
                    }
                  ],
                  "id": 185
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
                        "id": 42
                      },
                      "id": 111
                    },
                    {
                      "kind": "any",
                      "of": [
                        {
                          "kind": "permission",
                          "name": "cart:purchase",
                          "id": 49
                        },
                        {
                          "kind": "permission",
                          "name": "booklist:approve",
                          "id": 50
                        }
                      ],
                      "id": 48
                    }
                  ],
                  "id": 186
                }
              ],
              "id": 187
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
                    "id": 42
                  },
                  {
                    "kind": "not",
                    "of": {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 42
                    },
                    "id": 111
                  }
                ],
                "id": 188
              },
              "id": 189
            }
          ],
          "id": 190
        },
        "id": 191
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/purchase"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "order-approvals-page",
          "id": 192
        },
        "id": 193
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
        "id": 194
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
        "id": 195
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/new-request"
      },
      "when": {
        "kind": "always",
        "id": 196
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/requests/new-request"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
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
                      "id": 42
                    },
                    {
                      "kind": "all",
                      "of": [
                        {
                          "kind": "fact-true",
                          "fact": "isPricingApprovalsEnabled",
                          "id": 57
                        },
                        {
                          "kind": "permission",
                          "name": "booklist:request",
                          "id": 58
                        }
                      ],
                      "id": 56
                    }
                  ],
                  "id": 197
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
                        "id": 42
                      },
                      "id": 111
                    },
                    {
                      "kind": "all",
                      "of": [
                        {
                          "kind": "fact-true",
                          "fact": "isPricingApprovalsEnabled",
                          "id": 57
                        },
                        {
                          "kind": "permission",
                          "name": "booklist:request",
                          "id": 58
                        }
                      ],
                      "id": 56
                    }
                  ],
                  "id": 198
                }
              ],
              "id": 199
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
                    "id": 42
                  },
                  {
                    "kind": "not",
                    "of": {
                      "kind": "fact-equals",
                      "fact": "approval_config",
                      "value": "adoption_approvals",
                      "id": 42
                    },
                    "id": 111
                  }
                ],
                "id": 200
              },
              "id": 201
            }
          ],
          "id": 202
        },
        "id": 203
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/new-request"
      },
      "when": {
        "kind": "always",
        "id": 204
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/booklist/new-request"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "permission",
              "name": "booklist:request",
              "id": 32
            },
            {
              "kind": "not",
              "of": {
                "kind": "all",
                "of": [
                  {
                    "kind": "fact-true",
                    "fact": "isPricingApprovalsEnabled",
                    "id": 35
                  },
                  {
                    "kind": "fact-true",
                    "fact": "hasApprovalPermission",
                    "id": 36
                  },
                  {
                    "kind": "flag",
                    "name": "order-approvals-page",
                    "id": 37
                  },
                  {
                    "kind": "check",
                    "name": "hasRequestsPageAccess",
                    "id": 38
                  }
                ],
                "id": 34
              },
              "id": 33
            }
          ],
          "id": 31
        },
        "id": 205
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/store"
      },
      "when": {
        "kind": "always",
        "id": 206
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/store"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "fact-true",
              "fact": "institutionHasStore",
              "id": 74
            },
            {
              "kind": "flag",
              "name": "store-management",
              "id": 75
            }
          ],
          "id": 73
        },
        "id": 207
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/store"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "store-management",
          "id": 208
        },
        "id": 209
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/students"
      },
      "when": {
        "kind": "always",
        "id": 210
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/students"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "all",
          "of": [
            {
              "kind": "flag",
              "name": "user-management-page",
              "id": 63
            },
            {
              "kind": "fact-true",
              "fact": "isEA",
              "id": 64
            },
            {
              "kind": "fact-equals",
              "fact": "opt_out_hosting_type",
              "value": "adoptions-hosted",
              "id": 65
            }
          ],
          "id": 62
        },
        "id": 211
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/students"
      },
      "inverted": true,
      "reason": "/",
      "when": {
        "kind": "not",
        "of": {
          "kind": "flag",
          "name": "user-management-page",
          "id": 212
        },
        "id": 213
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/staff"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "permissions:manage",
            "id": 214
          }
        ],
        "id": 215
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/staff"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "permissions:manage",
          "id": 66
        },
        "id": 216
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/access/who-can"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "permissions:manage",
            "id": 217
          }
        ],
        "id": 218
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/access/who-can"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "permissions:manage",
          "id": 67
        },
        "id": 219
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/access/reviews"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "permissions:manage",
            "id": 220
          }
        ],
        "id": 221
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/access/reviews"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "permissions:manage",
          "id": 68
        },
        "id": 222
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/access/reviews/$reviewId"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "permissions:manage",
            "id": 223
          }
        ],
        "id": 224
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/access/reviews/$reviewId/print"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "permissions:manage",
            "id": 225
          }
        ],
        "id": 226
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/terms"
      },
      "when": {
        "kind": "any",
        "of": [
          {
            "kind": "permission",
            "name": "terms:manage",
            "id": 227
          }
        ],
        "id": 228
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/terms"
      },
      "inverted": true,
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "terms:manage",
          "id": 76
        },
        "id": 229
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/notifications"
      },
      "when": {
        "kind": "always",
        "id": 230
      }
    },
    {
      "action": "visit",
      "subject": "Route",
      "conditions": {
        "path": "/notifications/settings"
      },
      "when": {
        "kind": "always",
        "id": 231
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
            "id": 10
          },
          {
            "kind": "fact-true",
            "fact": "isEAorIA",
            "id": 11
          }
        ],
        "id": 9
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
            "id": 13
          },
          {
            "kind": "not",
            "of": {
              "kind": "flag",
              "name": "detailed-search",
              "id": 15
            },
            "id": 14
          }
        ],
        "id": 12
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
            "id": 17
          },
          {
            "kind": "flag",
            "name": "detailed-search",
            "id": 18
          }
        ],
        "id": 16
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
        "id": 19
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
            "id": 19
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "not",
                "of": {
                  "kind": "all",
                  "of": [
                    {
                      "kind": "fact-true",
                      "fact": "isPricingApprovalsEnabled",
                      "id": 23
                    },
                    {
                      "kind": "fact-true",
                      "fact": "hasApprovalPermission",
                      "id": 24
                    },
                    {
                      "kind": "flag",
                      "name": "order-approvals-page",
                      "id": 25
                    },
                    {
                      "kind": "check",
                      "name": "hasRequestsPageAccess",
                      "id": 26
                    }
                  ],
                  "id": 22
                },
                "id": 21
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 27
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 28
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 29
              }
            ],
            "id": 20
          }
        ],
        "id": 232
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
            "id": 19
          },
          {
            "kind": "permission",
            "name": "booklist:bulkUpload",
            "id": 30
          }
        ],
        "id": 233
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
            "id": 19
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 32
              },
              {
                "kind": "not",
                "of": {
                  "kind": "all",
                  "of": [
                    {
                      "kind": "fact-true",
                      "fact": "isPricingApprovalsEnabled",
                      "id": 35
                    },
                    {
                      "kind": "fact-true",
                      "fact": "hasApprovalPermission",
                      "id": 36
                    },
                    {
                      "kind": "flag",
                      "name": "order-approvals-page",
                      "id": 37
                    },
                    {
                      "kind": "check",
                      "name": "hasRequestsPageAccess",
                      "id": 38
                    }
                  ],
                  "id": 34
                },
                "id": 33
              }
            ],
            "id": 31
          }
        ],
        "id": 234
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
            "id": 40
          },
          {
            "kind": "fact-not-empty",
            "fact": "availableDashboards",
            "id": 41
          }
        ],
        "id": 39
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
            "id": 44
          },
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 45
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 46
          }
        ],
        "id": 43
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
                "id": 44
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 45
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 46
              }
            ],
            "id": 43
          },
          {
            "kind": "fact-true",
            "fact": "hasApprovalPermission",
            "id": 47
          }
        ],
        "id": 235
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "requests-purchase"
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
                "id": 44
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 45
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 46
              }
            ],
            "id": 43
          },
          {
            "kind": "any",
            "of": [
              {
                "kind": "permission",
                "name": "cart:purchase",
                "id": 49
              },
              {
                "kind": "permission",
                "name": "booklist:approve",
                "id": 50
              }
            ],
            "id": 48
          }
        ],
        "id": 236
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
                "id": 44
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 45
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 46
              }
            ],
            "id": 43
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 52
              },
              {
                "kind": "permission",
                "name": "booklist:view",
                "id": 53
              },
              {
                "kind": "flag",
                "name": "course-supply",
                "id": 54
              },
              {
                "kind": "fact-equals",
                "fact": "enable_supply_request",
                "value": "enabled",
                "id": 55
              }
            ],
            "id": 51
          }
        ],
        "id": 237
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
                "id": 44
              },
              {
                "kind": "flag",
                "name": "order-approvals-page",
                "id": 45
              },
              {
                "kind": "check",
                "name": "hasRequestsPageAccess",
                "id": 46
              }
            ],
            "id": 43
          },
          {
            "kind": "all",
            "of": [
              {
                "kind": "fact-true",
                "fact": "isPricingApprovalsEnabled",
                "id": 57
              },
              {
                "kind": "permission",
                "name": "booklist:request",
                "id": 58
              }
            ],
            "id": 56
          }
        ],
        "id": 238
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
            "id": 60
          },
          {
            "kind": "permission",
            "name": "adoptions:viewAllCourses",
            "id": 61
          }
        ],
        "id": 59
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
            "id": 63
          },
          {
            "kind": "fact-true",
            "fact": "isEA",
            "id": 64
          },
          {
            "kind": "fact-equals",
            "fact": "opt_out_hosting_type",
            "value": "adoptions-hosted",
            "id": 65
          }
        ],
        "id": 62
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "staff"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 66
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "who-can"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 67
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "access-reviews"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 68
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
            "id": 70
          },
          {
            "kind": "permission",
            "name": "counterReport:view",
            "id": 71
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 72
          }
        ],
        "id": 69
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
            "id": 74
          },
          {
            "kind": "flag",
            "name": "store-management",
            "id": 75
          }
        ],
        "id": 73
      }
    },
    {
      "action": "show",
      "subject": "MenuItem",
      "conditions": {
        "id": "terms"
      },
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 76
      }
    },
    {
      "action": "read",
      "subject": "AccessReview",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 239
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "create",
      "subject": "AccessReview",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 241
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "decide",
      "subject": "AccessReview",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 243
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "open"
        }
      }
    },
    {
      "action": "signOff",
      "subject": "AccessReview",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 246
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "open"
        },
        "selfMarkedBy": {
          "$ne": {
            "$user": "id"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 250
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 252
      },
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
      }
    },
    {
      "action": "read",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 255
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "adopt",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 257
      },
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
            "proposed",
            "approved"
          ]
        }
      }
    },
    {
      "action": "readopt",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 261
      },
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
            "proposed",
            "approved"
          ]
        }
      }
    },
    {
      "action": "approve",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 265
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "proposed"
        },
        "adopterId": {
          "$ne": {
            "$user": "id"
          }
        }
      }
    },
    {
      "action": "reject",
      "subject": "Adoption",
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 269
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "proposed"
        },
        "adopterId": {
          "$ne": {
            "$user": "id"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "BooklistItem",
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 273
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "BooklistItem",
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "booklist:viewInternalStatus",
          "id": 276
        },
        "id": 275
      },
      "fields": [
        "internalStatus"
      ],
      "inverted": true,
      "reason": "The internal status is for staff with booklist:viewInternalStatus."
    },
    {
      "action": "edit",
      "subject": "BooklistItem",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 277
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "listStatus": {
          "$eq": "draft"
        }
      }
    },
    {
      "action": "edit",
      "subject": "BooklistItem",
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "booklist:viewInternalStatus",
          "id": 281
        },
        "id": 280
      },
      "fields": [
        "internalStatus"
      ],
      "inverted": true,
      "reason": "The internal status is for staff with booklist:viewInternalStatus."
    },
    {
      "action": "read",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 282
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "edit",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 284
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "draft"
        }
      }
    },
    {
      "action": "reopen",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 287
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "submitted"
        }
      }
    },
    {
      "action": "rollover",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 290
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$in": [
            "draft",
            "submitted"
          ]
        }
      }
    },
    {
      "action": "bulkUpload",
      "subject": "Booklist",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 293
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "draft"
        }
      }
    },
    {
      "action": "read",
      "subject": "CounterApiKey",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 296
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "create",
      "subject": "CounterApiKey",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 298
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "revoke",
      "subject": "CounterApiKey",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 300
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$eq": "active"
        }
      }
    },
    {
      "action": "read",
      "subject": "CounterReport",
      "when": {
        "kind": "permission",
        "name": "counterReport:view",
        "id": 303
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Course",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 305
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Course",
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 307
      },
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
      }
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
            "id": 311
          },
          {
            "kind": "permission",
            "name": "dashboards:academic",
            "id": 312
          }
        ],
        "id": 310
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "academic"
        }
      }
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
            "id": 316
          },
          {
            "kind": "permission",
            "name": "dashboards:acquisitions",
            "id": 317
          }
        ],
        "id": 315
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "acquisitions"
        }
      }
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
            "id": 321
          },
          {
            "kind": "permission",
            "name": "dashboards:allTitles",
            "id": 322
          }
        ],
        "id": 320
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "allTitles"
        }
      }
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
            "id": 326
          },
          {
            "kind": "permission",
            "name": "dashboards:bibliotechAdmin",
            "id": 327
          }
        ],
        "id": 325
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "bibliotechAdmin"
        }
      }
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
            "id": 331
          },
          {
            "kind": "permission",
            "name": "dashboards:uaaSpend",
            "id": 332
          }
        ],
        "id": 330
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "uaaSpend"
        }
      }
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
            "id": 336
          },
          {
            "kind": "permission",
            "name": "dashboards:engage",
            "id": 337
          }
        ],
        "id": 335
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": "engage"
        }
      }
    },
    {
      "action": "read",
      "subject": "Order",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 340
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Order",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 342
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "place",
      "subject": "Order",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 344
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "placedBy": {
          "$eq": {
            "$user": "id"
          }
        }
      }
    },
    {
      "action": "receive",
      "subject": "Order",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 347
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "status": {
          "$in": [
            "placed",
            "confirmed",
            "shipped"
          ]
        }
      }
    },
    {
      "action": "read",
      "subject": "Request",
      "when": {
        "kind": "always",
        "id": 350
      },
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
      }
    },
    {
      "action": "read",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 353
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 355
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "kind": {
          "$eq": "purchase"
        }
      }
    },
    {
      "action": "create",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:request",
        "id": 358
      },
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
      }
    },
    {
      "action": "approve",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 361
      },
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
      }
    },
    {
      "action": "reject",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:approve",
        "id": 365
      },
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
      }
    },
    {
      "action": "cancel",
      "subject": "Request",
      "when": {
        "kind": "always",
        "id": 369
      },
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
      }
    },
    {
      "action": "autoApprove",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "booklist:autoApprove",
        "id": 373
      },
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
      }
    },
    {
      "action": "purchase",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 376
      },
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
      }
    },
    {
      "action": "receive",
      "subject": "Request",
      "when": {
        "kind": "permission",
        "name": "cart:purchase",
        "id": 380
      },
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
          "$eq": "ordered"
        }
      }
    },
    {
      "action": "read",
      "subject": "StaffMember",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 384
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "StaffMember",
      "when": {
        "kind": "always",
        "id": 386
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "id": {
          "$eq": {
            "$user": "id"
          }
        }
      }
    },
    {
      "action": "editPermissions",
      "subject": "StaffMember",
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 389
      },
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
      }
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
            "id": 393
          },
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 394
          }
        ],
        "id": 392
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
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
            "id": 397
          },
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 398
          },
          {
            "kind": "permission",
            "name": "cart:purchase",
            "id": 399
          }
        ],
        "id": 396
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "create",
      "subject": "StoreProduct",
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "store-management",
            "id": 402
          },
          {
            "kind": "fact-true",
            "fact": "institutionHasStore",
            "id": 403
          },
          {
            "kind": "permission",
            "name": "cart:purchase",
            "id": 404
          }
        ],
        "id": 401
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Student",
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 406
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Student",
      "when": {
        "kind": "not",
        "of": {
          "kind": "permission",
          "name": "permissions:manage",
          "id": 409
        },
        "id": 408
      },
      "fields": [
        "email"
      ],
      "inverted": true,
      "reason": "Students' email addresses are for staff who manage access (permissions:manage)."
    },
    {
      "action": "grantAccess",
      "subject": "Student",
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 410
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "revokeAccess",
      "subject": "Student",
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 412
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        },
        "accessState": {
          "$in": [
            "active",
            "expiring"
          ]
        }
      }
    },
    {
      "action": "read",
      "subject": "Term",
      "when": {
        "kind": "always",
        "id": 415
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "create",
      "subject": "Term",
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 417
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "edit",
      "subject": "Term",
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 419
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "read",
      "subject": "Title",
      "when": {
        "kind": "permission",
        "name": "catalogue:search",
        "id": 421
      }
    },
    {
      "action": "read",
      "subject": "Title",
      "when": {
        "kind": "not",
        "of": {
          "kind": "any",
          "of": [
            {
              "kind": "permission",
              "name": "cart:purchase",
              "id": 424
            },
            {
              "kind": "permission",
              "name": "booklist:approve",
              "id": 425
            }
          ],
          "id": 423
        },
        "id": 422
      },
      "fields": [
        "priceMinor"
      ],
      "inverted": true,
      "reason": "List prices are for staff who purchase (cart:purchase) or approve spending (booklist:approve)."
    },
    {
      "action": "read",
      "subject": "Upload",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 426
      },
      "conditions": {
        "institutionId": {
          "$eq": {
            "$user": "institutionId"
          }
        }
      }
    },
    {
      "action": "create",
      "subject": "Upload",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 428
      },
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
      }
    },
    {
      "action": "commit",
      "subject": "Upload",
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 431
      },
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
        },
        "status": {
          "$eq": "validated"
        }
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "auth.getUser"
      },
      "when": {
        "kind": "always",
        "id": 435
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "institutionConfig.get"
      },
      "when": {
        "kind": "always",
        "id": 436
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "user.hasPermissions"
      },
      "when": {
        "kind": "always",
        "id": 437
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "featureFlags.get"
      },
      "when": {
        "kind": "always",
        "id": 438
      }
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
            "id": 439
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 440
          }
        ],
        "id": 441
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.get"
      },
      "when": {
        "kind": "always",
        "id": 442
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.create"
      },
      "when": {
        "kind": "always",
        "id": 443
      }
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
            "id": 444
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 445
          }
        ],
        "id": 446
      }
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
            "id": 447
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 448
          }
        ],
        "id": 449
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "requests.cancel"
      },
      "when": {
        "kind": "always",
        "id": 450
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "orders.cart"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 451
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 452
          }
        ],
        "id": 453
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "orders.list"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 454
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 455
          }
        ],
        "id": 456
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "orders.place"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 457
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 458
          }
        ],
        "id": 459
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "orders.receive"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "order-approvals-page",
            "id": 460
          },
          {
            "kind": "check",
            "name": "hasRequestsPageAccess",
            "id": 461
          }
        ],
        "id": 462
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "supplies.list"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "course-supply",
            "id": 463
          },
          {
            "kind": "check",
            "name": "hasSupplyPageAccess",
            "id": 464
          }
        ],
        "id": 465
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "supplies.choices"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "course-supply",
            "id": 466
          },
          {
            "kind": "check",
            "name": "hasSupplyPageAccess",
            "id": 467
          }
        ],
        "id": 468
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "supplies.raise"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "course-supply",
            "id": 469
          },
          {
            "kind": "check",
            "name": "hasSupplyPageAccess",
            "id": 470
          }
        ],
        "id": 471
      }
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
        "id": 472
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "catalogue.get"
      },
      "when": {
        "kind": "permission",
        "name": "catalogue:search",
        "id": 473
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "courses.list"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 474
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.list"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 475
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.awaiting"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 476
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.history"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 477
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.adopt"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 478
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.withdraw"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 479
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.approve"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 480
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.reject"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:approve",
        "id": 481
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.check"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 482
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.commit"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 483
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.discard"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 484
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.list"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:bulkUpload",
        "id": 485
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.get"
      },
      "when": {
        "kind": "always",
        "id": 486
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.rows"
      },
      "when": {
        "kind": "always",
        "id": 487
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "uploads.errorRows"
      },
      "when": {
        "kind": "always",
        "id": 488
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.list"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 489
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.get"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:view",
        "id": 490
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.editable"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 491
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.addItem"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 492
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.updateItem"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 493
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.removeItem"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 494
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.submit"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 495
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.reopen"
      },
      "when": {
        "kind": "permission",
        "name": "booklist:edit",
        "id": 496
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "students.list"
      },
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 497
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "students.history"
      },
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 498
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "students.grantAccess"
      },
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 499
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "students.revokeAccess"
      },
      "when": {
        "kind": "flag",
        "name": "user-management-page",
        "id": 500
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "staff.list"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 501
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "staff.get"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 502
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "staff.previewPermissions"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 503
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "staff.setPermissions"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 504
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "store.list"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 505
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "store.history"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 506
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "store.forTitle"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 507
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "store.update"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 508
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "store.setVisibility"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 509
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "store.add"
      },
      "when": {
        "kind": "flag",
        "name": "store-management",
        "id": 510
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterReports.get"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 511
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 512
          }
        ],
        "id": 513
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "dashboards.get"
      },
      "when": {
        "kind": "flag",
        "name": "dashboards",
        "id": 514
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "live.events"
      },
      "when": {
        "kind": "always",
        "id": 515
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "notifications.list"
      },
      "when": {
        "kind": "always",
        "id": 516
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "notifications.unread"
      },
      "when": {
        "kind": "always",
        "id": 517
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "notifications.markRead"
      },
      "when": {
        "kind": "always",
        "id": 518
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "notifications.markAllRead"
      },
      "when": {
        "kind": "always",
        "id": 519
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "notifications.settings"
      },
      "when": {
        "kind": "always",
        "id": 520
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "notifications.setEmail"
      },
      "when": {
        "kind": "always",
        "id": 521
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "terms.list"
      },
      "when": {
        "kind": "always",
        "id": 522
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "terms.history"
      },
      "when": {
        "kind": "always",
        "id": 523
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "terms.create"
      },
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 524
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "terms.update"
      },
      "when": {
        "kind": "permission",
        "name": "terms:manage",
        "id": 525
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "calendar.feed"
      },
      "when": {
        "kind": "always",
        "id": 526
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "calendar.reset"
      },
      "when": {
        "kind": "always",
        "id": 527
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "termStatus.board"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 528
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.rolloverPreview"
      },
      "when": {
        "kind": "always",
        "id": 529
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "booklists.rollover"
      },
      "when": {
        "kind": "always",
        "id": 530
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.readoptPreview"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 531
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "adoptions.readopt"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAssignedCourses",
        "id": 532
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "courses.costReport"
      },
      "when": {
        "kind": "permission",
        "name": "adoptions:viewAllCourses",
        "id": 533
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterApi.members"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 534
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 535
          }
        ],
        "id": 536
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterApi.reportList"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 537
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 538
          }
        ],
        "id": 539
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterApi.report"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 540
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 541
          }
        ],
        "id": 542
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterApiKeys.list"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 543
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 544
          }
        ],
        "id": 545
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterApiKeys.create"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 546
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 547
          }
        ],
        "id": 548
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "counterApiKeys.revoke"
      },
      "when": {
        "kind": "all",
        "of": [
          {
            "kind": "flag",
            "name": "report-page",
            "id": 549
          },
          {
            "kind": "check",
            "name": "hasReportsPageAccess",
            "id": 550
          }
        ],
        "id": 551
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "whoCan.choices"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 552
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "whoCan.ask"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 553
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.list"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 554
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.get"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 555
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.people"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 556
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.compare"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 557
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.start"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 558
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.decide"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 559
      }
    },
    {
      "action": "call",
      "subject": "Procedure",
      "conditions": {
        "name": "accessReviews.signOff"
      },
      "when": {
        "kind": "permission",
        "name": "permissions:manage",
        "id": 560
      }
    }
  ],
  "guardedFields": {
    "BooklistItem": {
      "read": [
        "internalStatus"
      ],
      "edit": [
        "internalStatus"
      ]
    },
    "Student": {
      "read": [
        "email"
      ]
    },
    "Title": {
      "read": [
        "priceMinor"
      ]
    }
  }
}
